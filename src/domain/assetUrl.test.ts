import { describe, expect, it } from 'vitest';
import { assetUrl } from './assetUrl';

describe('assetUrl', () => {
  it('puts a path on the API origin', () => {
    expect(assetUrl('https://api.example.com', '/api/images/product/7.svg')).toBe('https://api.example.com/api/images/product/7.svg');
    expect(assetUrl('', '/api/images/product/7.svg')).toBe('/api/images/product/7.svg');
  });

  it('leaves full URLs alone', () => {
    expect(assetUrl('https://api.example.com', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('https://api.example.com', '//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(assetUrl('https://api.example.com', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
