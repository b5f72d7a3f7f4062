/** The signed-in user as the app keeps it (spec §3, "Current user"). */
export interface UserInfo {
  id: number;
  email: string;
  cell_phone: string | null;
  avatar: string | null;
  first_name: string;
  last_name: string;
  fullname: string;
  gender: number;
  initial: string | null;
  location_type: number | null;
  location_desk_phone: string | null;
}

/** First and last name joined by a space, without stray spaces when one is empty. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName, lastName].map((part) => part.trim()).filter(Boolean).join(' ');
}

/** The person's initials: as the server gave them, else from the names. */
export function initialsOf(user: Pick<UserInfo, 'initial' | 'first_name' | 'last_name'>): string {
  return user.initial || `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}
