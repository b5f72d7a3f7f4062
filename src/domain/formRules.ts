import type { AddressInput } from './account';
import { checkDates, DATE_RANGES, dayOf, type DateRange } from './dates';
import { REMIND_BEFORE_OPTIONS, REPEAT_RULES, type RepeatRule } from './reminders';
import { checkCardFields, expiryProblem } from './cardForm';
import { TICKET_MESSAGE_MAX, TICKET_TOPICS } from './desk';
import { checkOneTimeCode, oneTimeCodeDigits } from './signInForm';
import { multiLineRule, singleLineRule } from './textHygiene';
import { MAX_INTERESTS } from './constants';
import type { FormSpec } from './formSpec';
import { checkForm, EMAIL_MAX_LENGTH, type FormErrors, type Labels, type Rule, type Rules } from './validation';

interface FormSpecOptions<Values extends object, Request> {
  /** The rules, or rules that depend on the values (a confirmation must match). */
  rules: Rules<Values> | ((values: Values) => Rules<Values>);
  labels: Labels<Values>;
  /** The values as they are checked and sent (trimmed); as typed unless told. */
  prepare?(values: Values): Values;
  /** Checks the rules cannot say (a card's Luhn digit); the rules' messages come first. */
  alsoCheck?(values: Values): FormErrors<Values>;
  toRequest(prepared: Values): Request;
  keepsDraft?: boolean;
  afterSave?(sent: Values): Values;
}

/** A form's spec from its rules and labels (spec §5), the same rules the server applies. */
export function formSpec<Values extends object, Request>({
  rules,
  labels,
  prepare = (values) => values,
  alsoCheck = () => ({}),
  toRequest,
  keepsDraft = true,
  afterSave,
}: FormSpecOptions<Values, Request>): FormSpec<Values, Request> {
  return {
    check(values) {
      const prepared = prepare(values);
      const ruled = checkForm(prepared, typeof rules === 'function' ? rules(prepared) : rules, labels);
      return { ...alsoCheck(prepared), ...ruled };
    },
    toRequest: (values) => toRequest(prepare(values)),
    keepsDraft,
    afterSave,
  };
}

/**
 * Every text value trimmed, the rest as it is. A form prepared with it needs no `whitespace`
 * rule: a text of spaces is empty by the time `required` sees it.
 */
export function trimmed<Values extends object>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as Values;
}

/** The same rules the server applies to a new password (src/api/contract/registration.ts). */
export const NEW_PASSWORD_RULES: Rule[] = [
  { required: true },
  { min: 8, message: 'Password must be at least 8 characters' },
  { max: 200, message: 'Password is too long' },
  { pattern: /[A-Za-z]/, message: 'Password must contain a letter' },
  { pattern: /\d/, message: 'Password must contain a digit' },
];

/**
 * The dates of a form checked by the one date rule (src/domain/dates.ts, the server's too):
 * each a real day in its field's range, counted from today (the UTC day, as the server counts).
 */
const datesIn =
  <Values extends object>(ranges: Partial<Record<keyof Values, DateRange>>, now: () => Date = () => new Date()) =>
  (values: Values): FormErrors<Values> =>
    checkDates(values, ranges, dayOf(now()));

/** A person's name and gender, as registration and the profile ask for them. */
export const PERSON_RULES = {
  first_name: [{ required: true, whitespace: true }, { max: 60 }, singleLineRule('First name')],
  last_name: [{ required: true, whitespace: true }, { max: 60 }, singleLineRule('Last name')],
  gender: [{ required: true, message: 'Gender is required' }],
} satisfies Record<string, Rule[]>;

export const EMAIL_RULES: Rule[] = [{ required: true, type: 'email' }];

/** A phone number as the forms take it: ten digits (or none, where the field is optional). */
const TEN_DIGITS: Rule = { pattern: /^\d{10}$/, message: 'Enter a 10-digit phone number' };

/** A date as a date field holds it (or none, where the field is optional). */
const DATE_RULE: Rule = { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'Enter a date as YYYY-MM-DD' };

// ---- Settings → Profile ----

export interface PersonalValues {
  first_name: string;
  last_name: string;
  /** A gender value, or '' while "Please select". */
  gender: string;
  title: string;
  /** YYYY-MM-DD, or ''. */
  birth_date: string;
}

export const personalDetailsForm = formSpec({
  rules: {
    ...PERSON_RULES,
    title: [{ max: 20 }, singleLineRule('Title')],
    birth_date: [DATE_RULE],
  },
  labels: { first_name: 'First name', last_name: 'Last name', gender: 'Gender', title: 'Title', birth_date: 'Date of birth' },
  alsoCheck: datesIn<PersonalValues>({ birth_date: DATE_RANGES.past }),
  // Checked as typed, so a name of spaces says so; sent trimmed.
  toRequest: (values: PersonalValues) => ({
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    gender: Number(values.gender),
    title: values.title.trim() || null,
    birth_date: values.birth_date || null,
  }),
});

export interface ContactValues {
  /** Digits only. */
  cell_phone: string;
  phone: string;
  personal_email: string;
  zipcode: string;
}

export const contactInfoForm = formSpec({
  rules: {
    cell_phone: [TEN_DIGITS],
    phone: [TEN_DIGITS],
    // The length first, as the friend's: the email rule's own message would say a long address is not one.
    personal_email: [{ max: EMAIL_MAX_LENGTH }, { type: 'email', message: 'Enter a valid email address' }],
    zipcode: [{ pattern: /^\d{5}$/, message: 'Enter a 5-digit ZIP code' }],
  },
  labels: { cell_phone: 'Mobile phone', phone: 'Other phone', personal_email: 'Personal email', zipcode: 'Home ZIP code' },
  prepare: (values: ContactValues) => ({ ...values, personal_email: values.personal_email.trim() }),
  toRequest: (values) => values,
});

// ---- Settings → Profile: the private profile (spouse, family, pets, teams, vehicles, friends) ----

const NAME_RULES = { first_name: PERSON_RULES.first_name, last_name: PERSON_RULES.last_name };
const NAME_LABELS = { first_name: 'First name', last_name: 'Last name' };
const dateOrNull = (date: string) => date || null;
/** Sent with the saved row's id when editing, without one when adding. */
const withId = (id: number | undefined) => (id === undefined ? {} : { id });

/** YYYY-MM-DD, or '' for none. */
export interface SpouseValues {
  first_name: string;
  last_name: string;
  birth_date: string;
  anniversary_date: string;
}

export const spouseForm = formSpec({
  rules: { ...NAME_RULES, birth_date: [DATE_RULE], anniversary_date: [DATE_RULE] },
  labels: { ...NAME_LABELS, birth_date: 'Date of birth', anniversary_date: 'Anniversary' },
  prepare: trimmed<SpouseValues>,
  alsoCheck: datesIn<SpouseValues>({ birth_date: DATE_RANGES.past, anniversary_date: DATE_RANGES.past }),
  toRequest: (values) => ({
    first_name: values.first_name,
    last_name: values.last_name,
    birth_date: dateOrNull(values.birth_date),
    anniversary_date: dateOrNull(values.anniversary_date),
  }),
});

/** A family member or a friend: `relationship` is a value of spec §3 as text, '' while none is chosen. */
export interface PersonValues {
  first_name: string;
  last_name: string;
  relationship: string;
  birth_date: string;
}

const PERSON_FORM_RULES: Rules<PersonValues> = {
  ...NAME_RULES,
  relationship: [{ required: true, message: 'Choose a relationship' }],
  birth_date: [DATE_RULE],
};
const PERSON_FORM_LABELS: Labels<PersonValues> = { ...NAME_LABELS, relationship: 'Relationship', birth_date: 'Date of birth' };
const personRequest = (values: PersonValues) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  relationship: Number(values.relationship),
  birth_date: dateOrNull(values.birth_date),
});

/** A family member other than the spouse; edits the member `id` when given. */
export const familyForm = (id?: number) =>
  formSpec({
    rules: PERSON_FORM_RULES,
    labels: PERSON_FORM_LABELS,
    prepare: trimmed<PersonValues>,
    alsoCheck: datesIn<PersonValues>({ birth_date: DATE_RANGES.past }),
    toRequest: (values) => ({ ...withId(id), ...personRequest(values) }),
  });

export interface FriendValues extends PersonValues {
  email: string;
}

/** A friend (social relationships); the edit form sends its id. */
export const friendForm = (id?: number) =>
  formSpec({
    // The length first: an email rule's own message would say a long address is not one (the contract: too long).
    rules: { ...PERSON_FORM_RULES, email: [{ max: EMAIL_MAX_LENGTH }, { type: 'email', message: 'Enter a valid email address' }] },
    labels: { ...PERSON_FORM_LABELS, email: 'Email' },
    prepare: trimmed<FriendValues>,
    alsoCheck: datesIn<FriendValues>({ birth_date: DATE_RANGES.past }),
    toRequest: (values) => ({ ...withId(id), ...personRequest(values), email: values.email }),
  });

/** `kind` and `size` are values of spec §3 as text; '' while none is chosen (a size is optional). */
export interface PetValues {
  name: string;
  kind: string;
  size: string;
  breed: string;
  birth_date: string;
}

/** A pet; "I don`t have a pet" (kind 5) is not a kind to choose: someone with no pet adds none. */
export const petForm = (id?: number) =>
  formSpec({
    rules: {
      name: [{ required: true }, { max: 60 }, singleLineRule('Name')],
      kind: [{ required: true, message: 'Choose a kind of pet' }],
      breed: [{ max: 60 }, singleLineRule('Breed')],
      birth_date: [DATE_RULE],
    },
    labels: { name: 'Name', kind: 'Kind', size: 'Size', breed: 'Breed', birth_date: 'Date of birth' },
    prepare: trimmed<PetValues>,
    alsoCheck: datesIn<PetValues>({ birth_date: DATE_RANGES.past }),
    toRequest: (values) => ({
      ...withId(id),
      name: values.name,
      kind: Number(values.kind),
      size: values.size ? Number(values.size) : null,
      breed: values.breed,
      birth_date: dateOrNull(values.birth_date),
    }),
  });

export interface TeamValues {
  name: string;
  sport: string;
}

export const teamForm = (id?: number) =>
  formSpec({
    rules: { name: [{ required: true }, { max: 80 }, singleLineRule('Team')], sport: [{ max: 40 }, singleLineRule('Sport')] },
    labels: { name: 'Team', sport: 'Sport' },
    prepare: trimmed<TeamValues>,
    toRequest: (values) => ({ ...withId(id), ...values }),
  });

/** `year` as typed ('' for none). */
export interface VehicleValues {
  make: string;
  model: string;
  year: string;
  plate: string;
}

export const vehicleForm = (id?: number) =>
  formSpec({
    rules: {
      make: [{ required: true }, { max: 40 }, singleLineRule('Make')],
      model: [{ required: true }, { max: 40 }, singleLineRule('Model')],
      year: [{ pattern: /^(?:(?:19|20)\d{2}|2100)$/, message: 'Enter a year from 1900 to 2100' }],
      plate: [{ pattern: /^[A-Za-z0-9 -]{0,10}$/, message: 'A plate has up to 10 letters, digits, spaces or dashes' }],
    },
    labels: { make: 'Make', model: 'Model', year: 'Year', plate: 'Licence plate' },
    prepare: trimmed<VehicleValues>,
    toRequest: (values) => ({
      ...withId(id),
      make: values.make,
      model: values.model,
      year: values.year ? Number(values.year) : null,
      plate: values.plate.toUpperCase(),
    }),
  });

// ---- Settings → Password ----

export interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

export const passwordForm = formSpec({
  rules: (values: PasswordValues) => ({
    current_password: [{ required: true }],
    new_password: NEW_PASSWORD_RULES,
    confirm_password: [
      { required: true, message: 'Type the new password again' },
      // Matches only the new password, letter for letter.
      { enum: [values.new_password], message: 'The passwords do not match' },
    ],
  }),
  labels: { current_password: 'Current password', new_password: 'New password', confirm_password: 'Confirm new password' },
  toRequest: (values) => ({ current_password: values.current_password, new_password: values.new_password }),
  keepsDraft: false,
  // A changed password is not kept on the page.
  afterSave: () => EMPTY_PASSWORDS,
});

// ---- Settings → Work profile ----

export interface WorkValues {
  job_title: string;
  /** Ids as text; '' while none is chosen. */
  location_id: string;
  site_id: string;
}

export const workProfileForm = formSpec({
  rules: {
    job_title: [{ max: 80 }, singleLineRule('Job title')],
    location_id: [{ required: true, message: 'Choose your work place' }],
    site_id: [{ required: true, message: 'Choose a site' }],
  },
  labels: { job_title: 'Job title', location_id: 'Work place', site_id: 'Site' },
  prepare: trimmed<WorkValues>,
  toRequest: (values) => ({ job_title: values.job_title || null, location_id: Number(values.location_id), site_id: Number(values.site_id) }),
});

// ---- Settings → Interests, Contact preference ----

export const interestsForm = formSpec({
  rules: { interests: [{ type: 'array', max: MAX_INTERESTS, message: `Choose at most ${MAX_INTERESTS} interests` }] },
  labels: { interests: 'Interests' },
  toRequest: (values: { interests: string[] }) => values.interests.map(Number),
});

export const contactPreferenceForm = formSpec({
  rules: { contact_preference: [{ required: true }] },
  labels: { contact_preference: 'Contact preference' },
  toRequest: (values: { contact_preference: string }) => values,
});

// ---- Addresses: Settings → Addresses and checkout's new address ----

/** Checked trimmed (the address form, `checkAddress`, a custom request's new address). */
export const ADDRESS_RULES: Rules<AddressInput> = {
  label: [{ required: true }, { max: 40 }, singleLineRule('Label')],
  line1: [{ required: true }, { max: 120 }, singleLineRule('Address')],
  line2: [{ max: 120 }, singleLineRule('Address line 2')],
  city: [{ required: true }, { max: 60 }, singleLineRule('City')],
  state: [{ required: true, message: 'Choose a state' }],
  zipcode: [{ required: true, message: 'ZIP code is required' }, { pattern: /^\d{5}$/, message: 'Enter a 5-digit ZIP code' }],
};
export const ADDRESS_LABELS: Labels<AddressInput> = {
  label: 'Label',
  line1: 'Address',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipcode: 'ZIP code',
  is_default: 'Default address',
};

/** What is wrong with an address as typed, one message per field. */
export const checkAddress = (address: AddressInput) => checkForm(trimmed(address), ADDRESS_RULES, ADDRESS_LABELS);

/** An address form that sends `toRequest` of the trimmed address (a new one, or an edit with its id). */
export const addressForm = <Request>(toRequest: (address: AddressInput) => Request) =>
  formSpec({ rules: ADDRESS_RULES, labels: ADDRESS_LABELS, prepare: trimmed<AddressInput>, toRequest });

// ---- Reminders: Settings → Reminders (docs/decisions/0026-reminders.md) ----

export interface ReminderValues {
  /** The person the date came from (`spouse`, `family:3`), or ''; only picks, never sent. */
  person: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  repeat: RepeatRule;
  /** Days, as the select holds them. */
  remind_days_before: string;
}

/** What a reminder form sends of its values (a new one adds its type, an edit its id). */
export interface ReminderFields {
  title: string;
  date: string;
  repeat: RepeatRule;
  remind_days_before: number;
}

/** The same rules the server applies (src/api/contract/reminders.ts); its date's range counts from `now`. */
export const reminderForm = <Request>(toRequest: (fields: ReminderFields) => Request, now: () => Date = () => new Date()) =>
  formSpec({
    rules: {
      title: [{ required: true }, { max: 80 }, singleLineRule('Title')],
      date: [{ required: true, message: 'Date is required' }],
      repeat: [{ required: true, enum: REPEAT_RULES }],
      remind_days_before: [{ required: true, enum: REMIND_BEFORE_OPTIONS.map((option) => String(option.value)) }],
    },
    labels: { person: 'Who', title: 'Title', date: 'Date', repeat: 'Repeats', remind_days_before: 'Remind me' },
    prepare: trimmed<ReminderValues>,
    alsoCheck: datesIn<ReminderValues>({ date: DATE_RANGES.reminder }, now),
    toRequest: ({ title, date, repeat, remind_days_before }) =>
      toRequest({ title, date, repeat, remind_days_before: Number(remind_days_before) }),
  });

// ---- Cards: Settings → Payments; checkout and add funds use the same checks (src/domain/money.ts) ----

/** What both card forms ask: the name on the card, its expiry and whether it is the default. */
export interface CardDetailsValues {
  holder_name: string;
  exp_month: string;
  exp_year: string;
  is_default: boolean;
}

export interface NewCardValues extends CardDetailsValues {
  /** Digits only. */
  number: string;
  cvc: string;
}

const CARD_DETAILS_RULES: Rules<CardDetailsValues> = {
  holder_name: [{ required: true, whitespace: true }, { max: 80 }, singleLineRule('Name on card')],
  exp_month: [{ required: true, message: 'Choose a month' }],
  exp_year: [{ required: true, message: 'Choose a year' }],
};
const CARD_LABELS: Labels<NewCardValues> = {
  number: 'Card number',
  holder_name: 'Name on card',
  exp_month: 'Month',
  exp_year: 'Year',
  cvc: 'CVC',
  is_default: 'Default card',
};

/** What both card forms send of their details: the name trimmed, the expiry as numbers. */
const cardDetailsOf = (values: CardDetailsValues) => ({
  holder_name: values.holder_name.trim(),
  exp_month: Number(values.exp_month),
  exp_year: Number(values.exp_year),
  is_default: values.is_default,
});

/** What is wrong with a new card as typed: the required fields, then length, Luhn, expiry and CVC. */
export function checkCardForm(values: Omit<NewCardValues, 'is_default'>, now: Date): FormErrors<NewCardValues> {
  const rules: Rules<NewCardValues> = {
    number: [{ required: true, message: 'Card number is required' }],
    ...CARD_DETAILS_RULES,
    cvc: [{ required: true, message: 'CVC is required' }, { pattern: /^\d{3,4}$/, message: 'Enter the 3 or 4 digits on the back' }],
  };
  return { ...checkCardFields(values, now), ...checkForm({ ...values, is_default: false }, rules, CARD_LABELS) };
}

/** A new card: checked (length, Luhn, expiry against `now`, CVC) before it is sent; never kept as a draft. */
export const newCardForm = (now: () => Date) =>
  formSpec({
    rules: {},
    labels: CARD_LABELS,
    alsoCheck: (values: NewCardValues) => checkCardForm(values, now()),
    toRequest: (values) => ({ number: values.number, cvc: values.cvc, ...cardDetailsOf(values) }),
    keepsDraft: false,
  });

/** A saved card's name, expiry (not passed at `now`) and default (the number cannot change); sent with its id. */
export const editCardForm = (id: number, now: () => Date) =>
  formSpec({
    rules: CARD_DETAILS_RULES,
    labels: CARD_LABELS,
    alsoCheck: (values: CardDetailsValues): FormErrors<CardDetailsValues> => {
      const expired = expiryProblem(values.exp_month, values.exp_year, now());
      return expired ? { exp_month: expired } : {};
    },
    toRequest: (values) => ({ id, ...cardDetailsOf(values) }),
    keepsDraft: false,
  });

// ---- Registration ----

export interface AccountStepValues {
  first_name: string;
  last_name: string;
  gender: string;
  /** Digits only. */
  cell_phone: string;
  password: string;
}

/** Registration's first step: name, gender, phone and password; the flow goes on with the password. */
export const accountStepForm = formSpec({
  rules: {
    ...PERSON_RULES,
    cell_phone: [TEN_DIGITS],
    password: NEW_PASSWORD_RULES,
  },
  labels: { first_name: 'First name', last_name: 'Last name', gender: 'Gender', cell_phone: 'Mobile phone', password: 'Password' },
  toRequest: (values: AccountStepValues) => ({ password: values.password }),
  // The registration draft keeps the rest; the password never.
  keepsDraft: true,
});

/** Email providers anyone can sign up with: their addresses never name a work place. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mail.com',
  'gmx.com',
  'proton.me',
  'protonmail.com',
  'yandex.com',
  'zoho.com',
] as const;

/** The part after `@`, lower case; '' when there is none. */
export const emailDomain = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';

export const isFreeMail = (email: string) => (FREE_MAIL_DOMAINS as readonly string[]).includes(emailDomain(email));

/** Registration's work email: an email address at a work place's own domain, not a free-mail one. */
export const workEmailForm = formSpec({
  rules: { work_email: EMAIL_RULES },
  labels: { work_email: 'Work email' },
  prepare: trimmed<{ work_email: string }>,
  alsoCheck: ({ work_email }) =>
    isFreeMail(work_email)
      ? { work_email: `${emailDomain(work_email)} is a personal email provider: use the email you have at work` }
      : {},
  toRequest: (values) => values,
});

// ---- Signing in and password reset ----

export const resetEmailForm = formSpec({
  rules: { email: EMAIL_RULES },
  labels: { email: 'Email' },
  prepare: trimmed<{ email: string }>,
  toRequest: (values) => values,
  keepsDraft: false,
});

/** A one-time code on its own (the second factor, registration's verify step), handed to the flow's machine. */
export const oneTimeCodeForm = formSpec({
  rules: {},
  labels: { code: 'Code' },
  alsoCheck: (values: { code: string }) => {
    const code = checkOneTimeCode(values.code);
    return code ? { code } : {};
  },
  toRequest: (values) => oneTimeCodeDigits(values.code),
  keepsDraft: false,
});

export const resetPasswordForm = formSpec({
  rules: { password: NEW_PASSWORD_RULES },
  labels: { code: 'Code', password: 'New password' },
  alsoCheck: (values: { code: string; password: string }) => {
    const code = checkOneTimeCode(values.code);
    return code ? { code } : {};
  },
  toRequest: (values) => ({ code: oneTimeCodeDigits(values.code), password: values.password }),
  keepsDraft: false,
});

// ---- Call centre and invitations (docs/decisions/0024) ----

/** Nothing to fill in, only a press (copy an invitation's link): the call knows what to do. */
export const noFieldsForm: FormSpec<Record<string, never>, null> = {
  check: () => ({}),
  toRequest: () => null,
  keepsDraft: false,
};

/** The ticket is about no request in particular (a choice of its own, so a chosen request can be taken back). */
export const NO_REQUEST = 'none';

export interface TicketValues {
  /** A TICKET_TOPICS value; '' while none is chosen. */
  topic: string;
  message: string;
  /** The request it is about, as text; '' or NO_REQUEST for none. */
  order_id: string;
}

export const EMPTY_TICKET: TicketValues = { topic: '', message: '', order_id: '' };

export const ticketForm = formSpec({
  rules: {
    topic: [{ required: true, message: 'Choose a topic' }, { enum: TICKET_TOPICS.map((topic) => topic.value) }],
    message: [{ required: true, whitespace: true, message: 'Message is required' }, { max: TICKET_MESSAGE_MAX }, multiLineRule('Message')],
  },
  labels: { topic: 'Topic', message: 'Message', order_id: 'Request' },
  toRequest: (values: TicketValues) => ({
    topic: values.topic,
    message: values.message.trim(),
    order_id: values.order_id && values.order_id !== NO_REQUEST ? Number(values.order_id) : null,
  }),
  // A sent message is not kept on the page: the next one starts empty.
  afterSave: () => EMPTY_TICKET,
});

export const inviteForm = formSpec({
  rules: { email: EMAIL_RULES },
  labels: { email: "Colleague's work email" },
  prepare: trimmed<{ email: string }>,
  toRequest: (values) => values,
  afterSave: () => ({ email: '' }),
});
