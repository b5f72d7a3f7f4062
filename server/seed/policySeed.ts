import { type Db, inTransaction, run, sql } from '../db';

/**
 * The site's policies, in plain text (paragraphs split by a blank line). A change is a new
 * version with its own effective date; versions already published never change.
 */
const DOCUMENTS = [
  {
    policy: 'terms',
    version: 1,
    title: 'Terms of use',
    effective_date: '2026-01-01',
    body: `LYLA is a marketplace for the people of the work places that offer it. By using it you agree to these terms.

Your account is for you alone. Keep your password to yourself and tell us at once if someone else may have used your account.

Vendors sell their own products and services through LYLA. The vendor is responsible for what you order; we take your payment and pass your order and your questions on.

You can cancel a request until the vendor has started on it. Refunds go back to the card, payment provider or LYLA Wallet you paid with.

Money in your LYLA Wallet can pay for orders and be given to colleagues as a gift. It cannot be turned back into cash.

Do not use LYLA to break the law, to harass anyone or to sell things on it yourself. We may close an account that does.

We may change these terms. A new version says from which date it applies, and we tell you by email before that date.`,
  },
  {
    policy: 'privacy',
    version: 1,
    title: 'Privacy policy',
    effective_date: '2026-01-01',
    body: `This policy says what we keep about you, why, and what you can ask of us.

We keep what you tell us: your name, work email, phone numbers, work place, interests, addresses and the profile details you choose to add. We keep your orders, your messages to vendors and to our call centre, and your LYLA Wallet movements.

We never keep your card number. The payment service keeps it; we keep its brand, last four digits and expiry date.

We use your details to run your account, deliver your orders, answer you and, if you allow it, tell you about news from your work place. We share with a vendor only what it needs to fill your order.

You can read and correct your details in your account at any time. To have your account deleted, or to get a copy of what we keep, write to support@lyla.example.`,
  },
  {
    policy: 'cookies',
    version: 1,
    title: 'Cookie policy',
    effective_date: '2026-01-01',
    body: `LYLA does not use advertising or tracking cookies.

Your browser keeps a few things for LYLA itself: the key that keeps you signed in, your search history and your cart, and unsaved form changes for the current tab. They stay on your device. Signing out removes the key, and you can clear your search history from the search page.

If your browser blocks this storage, you can still browse, but you will need to sign in again on each visit.`,
  },
];

/** Adds the policy documents that are not there yet. */
export function seedPolicies(db: Db): Promise<void> {
  return inTransaction(db, async (tx) => {
    for (const document of DOCUMENTS) {
      await run(
        tx,
        sql`INSERT INTO policy_documents (policy, version, title, body, effective_date)
            VALUES (${document.policy}, ${document.version}, ${document.title}, ${document.body}, ${document.effective_date})
            ON CONFLICT DO NOTHING`,
      );
    }
  });
}
