import { describe, expect, it } from 'vitest';
import { articlePicture } from './newsPictures';

const svgOf = (id: number, title: string) => decodeURIComponent(articlePicture({ id, title }).url.replace('data:image/svg+xml,', ''));

describe('articlePicture (issue 31, point 9)', () => {
  it.each([
    ['Welcome week for new colleagues', 'people'],
    ['The rooftop garden opens for lunch', 'plant'],
    ['A new shuttle to the station', 'bus'],
    ['Bike storage doubles', 'bike'],
    ['Coffee from a local roaster', 'cup'],
    ['Fire drill on Wednesday', 'megaphone'],
    ['Photos from the summer picnic', 'camera'],
    ['Charity run results', 'heart'],
  ])('draws "%s" as a %s', (title, art) => {
    expect(svgOf(1, title)).toContain(`class="art-${art}"`);
  });

  it('gives each article its own picture, even two about nothing known', () => {
    const pictures = ['Office news number 2', 'Office news number 3', 'Welcome week for new colleagues', 'Meet the reception team'].map((title, index) =>
      svgOf(index + 1, title).replace(/aria-label="[^"]*"/, ''),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('is a picture of the size the page reserves, named by its title, and small', () => {
    const picture = articlePicture({ id: 7, title: 'Lost & found <moves>' });
    expect(picture).toMatchObject({ width: 480, height: 270 });
    const svg = svgOf(7, 'Lost & found <moves>');
    expect(svg).toContain('aria-label="Lost &amp; found &lt;moves&gt;"');
    expect(svg.length).toBeLessThan(2048);
  });
});
