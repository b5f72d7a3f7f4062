import { describe, expect, it } from 'vitest';
import { withRequestNews } from './requests';

const listed = { id: 42, status: 'paid' as const, unread_messages: 1, vendor_name: 'Green Leaf Market' };

describe('withRequestNews', () => {
  it('moves a request to the status the stream says, and keeps the rest as read', () => {
    expect(withRequestNews(listed, { orderId: 42, status: 'accepted' })).toEqual({ ...listed, status: 'accepted' });
  });

  it("counts a vendor's new message as one more unread", () => {
    expect(withRequestNews(listed, { orderId: 42, vendorMessage: true })).toEqual({ ...listed, unread_messages: 2 });
  });

  it('leaves other requests alone, and a status the app does not know unshown', () => {
    expect(withRequestNews(listed, { orderId: 43, status: 'accepted' })).toBe(listed);
    expect(withRequestNews(listed, { orderId: 43, vendorMessage: true })).toBe(listed);
    expect(withRequestNews(listed, { orderId: 42, status: 'teleported' })).toBe(listed);
  });
});
