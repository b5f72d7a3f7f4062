import { describe, expect, it } from 'vitest';
import { REQUEST_STATUS_LABELS, REQUEST_TRANSITIONS, requestMoveSentence, withRequestNews, type RequestEvent, type RequestKind } from './requests';

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

describe('requestMoveSentence', () => {
  const moves = (Object.keys(REQUEST_TRANSITIONS) as RequestKind[]).flatMap((kind) =>
    Object.values(REQUEST_TRANSITIONS[kind]).flatMap((events) => Object.keys(events).map((event) => [kind, event as RequestEvent] as const)),
  );

  it('says every move a request can make as a sentence, with or without a vendor, never "is now <status>"', () => {
    expect(moves.length).toBeGreaterThan(10);
    for (const [kind, event] of moves) {
      for (const vendor of ['Copper Canteen', null]) {
        const sentence = requestMoveSentence(kind, event, vendor);
        expect(sentence, `${kind} ${event}`).toMatch(/^[A-Z][^.]*[a-z’]\.$/);
        expect(sentence).not.toMatch(/ is now /);
        // The labels of several words ("quote received") are badges, not parts of a sentence.
        for (const label of Object.values(REQUEST_STATUS_LABELS).filter((text) => text.includes(' '))) expect(sentence).not.toContain(label.toLowerCase());
        expect(sentence).not.toContain('null');
      }
    }
  });

  it('names the vendor and what was asked', () => {
    expect(requestMoveSentence('custom', 'vendorQuote', 'Copper Canteen')).toBe('Copper Canteen sent you a quote: accept or decline it on your request’s page.');
    expect(requestMoveSentence('order', 'vendorDecline', null)).toBe('The vendor declined your order.');
  });
});
