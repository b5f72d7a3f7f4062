import { describe, expect, it } from 'vitest';
import type { ProfileInfo } from './account';
import type { UserInfo } from './user';
import {
  deleteProfileInfo,
  deleteUserInfo,
  resetProfileInfo,
  resetUserInfo,
  updateProfileInfo,
  updateUserInfo,
  type UserStore,
} from './userStore';

const user: UserInfo = {
  id: 1,
  email: 'maya@lyla.example',
  cell_phone: '4155550134',
  avatar: null,
  first_name: 'Maya',
  last_name: 'Thompson',
  fullname: 'Maya Thompson',
  gender: 2,
  initial: 'MT',
  location_type: 1,
  location_desk_phone: '4155550100',
};

const profile: ProfileInfo = {
  first_name: 'Maya',
  last_name: 'Thompson',
  gender: 2,
  cell_phone: '4155550134',
  phone: null,
  email: 'maya@lyla.example',
  work_email: 'maya@lyla.example',
  personal_email: null,
  location_id: 1,
  site: { id: 11, name: 'Main office' },
  initial: 'MT',
  interests: [3],
  contact_preference: 'email',
  receive_order_email_notify: true,
  receive_push_notify: false,
  receive_reminder_email_notify: true,
  profile: { birth_date: '1990-04-02', title: 'Ms' },
  birthday: '1990-04-02',
  job_title: 'Buyer',
  company_name: 'Acme',
  spouse: null,
  children: [],
  family: [],
  pets: [],
  teams: [],
  vehicles: [],
  user_home_info: { zipcode: '94110' },
  zipcode: '94110',
};

const store: UserStore = { userInfo: user, profileInfo: profile };

describe('user info', () => {
  it('reset replaces it whole, or empties it', () => {
    const other = { ...user, id: 2, fullname: 'Ada Stone' };
    expect(resetUserInfo(store, other).userInfo).toBe(other);
    expect(resetUserInfo(store)).toEqual({ userInfo: null, profileInfo: profile });
  });

  it('update changes the keys given and keeps the rest', () => {
    const next = updateUserInfo(store, { avatar: '/avatars/1.png', cell_phone: null });
    expect(next.userInfo).toEqual({ ...user, avatar: '/avatars/1.png', cell_phone: null });
    expect(next.profileInfo).toBe(profile);
  });

  it('a new first name recomputes fullname with the existing last name', () => {
    expect(updateUserInfo(store, { first_name: 'Mia' }).userInfo).toMatchObject({ first_name: 'Mia', fullname: 'Mia Thompson' });
  });

  it('a new last name recomputes fullname with the existing first name', () => {
    expect(updateUserInfo(store, { last_name: 'Rivera ' }).userInfo?.fullname).toBe('Maya Rivera');
  });

  it('both names at once make fullname from the new values', () => {
    expect(updateUserInfo(store, { first_name: 'Ada', last_name: 'Stone' }).userInfo?.fullname).toBe('Ada Stone');
  });

  it('unknown keys are ignored', () => {
    const changes = { first_name: 'Mia', nickname: 'M', isAdmin: true } as Partial<UserInfo>;
    const next = updateUserInfo(store, changes).userInfo;
    expect(next).toEqual({ ...user, first_name: 'Mia', fullname: 'Mia Thompson' });
    expect(next).not.toHaveProperty('nickname');
    expect(next).not.toHaveProperty('isAdmin');
  });

  it('the id is not a key that can change', () => {
    expect(updateUserInfo(store, { id: 99 }).userInfo?.id).toBe(1);
    expect(deleteUserInfo(store, ['id']).userInfo?.id).toBe(1);
  });

  it('update and delete leave an empty store empty', () => {
    const empty: UserStore = { userInfo: null, profileInfo: null };
    expect(updateUserInfo(empty, { first_name: 'Mia' })).toBe(empty);
    expect(deleteUserInfo(empty, ['first_name'])).toBe(empty);
  });

  it('delete empties the keys given; emptying a name recomputes fullname', () => {
    const next = deleteUserInfo(store, ['avatar', 'last_name', 'location_type', 'unknown']).userInfo;
    expect(next).toEqual({ ...user, avatar: null, last_name: '', location_type: null, fullname: 'Maya' });
  });
});

describe('profile info', () => {
  it('reset replaces it whole, or empties it', () => {
    expect(resetProfileInfo(store, { ...profile, job_title: 'Chef' }).profileInfo?.job_title).toBe('Chef');
    expect(resetProfileInfo(store)).toEqual({ userInfo: user, profileInfo: null });
  });

  it('an update of profile-only keys leaves user info alone', () => {
    const next = updateProfileInfo(store, { job_title: 'Chef', personal_email: 'maya@home.example' });
    expect(next.profileInfo).toMatchObject({ job_title: 'Chef', personal_email: 'maya@home.example' });
    expect(next.userInfo).toBe(user);
  });

  it('a profile update carrying user-info keys updates user info', () => {
    const next = updateProfileInfo(store, { first_name: 'Mia', cell_phone: '4155550199', job_title: 'Chef' });
    expect(next.profileInfo).toMatchObject({ first_name: 'Mia', cell_phone: '4155550199', job_title: 'Chef' });
    expect(next.userInfo).toEqual({ ...user, first_name: 'Mia', fullname: 'Mia Thompson', cell_phone: '4155550199' });
    expect(next.userInfo).not.toHaveProperty('job_title');
  });

  it('a profile update carrying user-info keys updates user info even before the profile is read', () => {
    const next = updateProfileInfo({ userInfo: user, profileInfo: null }, { last_name: 'Rivera' });
    expect(next).toEqual({ userInfo: { ...user, last_name: 'Rivera', fullname: 'Maya Rivera' }, profileInfo: null });
  });

  it('unknown keys are ignored', () => {
    const changes = { job_title: 'Chef', avatar: '/a.png', favourite_colour: 'green' } as Partial<ProfileInfo>;
    const next = updateProfileInfo(store, changes);
    expect(next.profileInfo).toEqual({ ...profile, job_title: 'Chef' });
    // avatar is user info, but not a profile key: a profile update does not carry it.
    expect(next.userInfo).toBe(user);
  });

  it('the repeated fields follow: birthday the birth date, user_home_info the ZIP code', () => {
    const next = updateProfileInfo(store, { profile: { birth_date: '1991-05-06', title: null }, zipcode: '10001' });
    expect(next.profileInfo).toMatchObject({
      profile: { birth_date: '1991-05-06', title: null },
      birthday: '1991-05-06',
      zipcode: '10001',
      user_home_info: { zipcode: '10001' },
    });
  });

  it('delete empties profile keys, and shared keys in user info too', () => {
    const next = deleteProfileInfo(store, ['cell_phone', 'job_title', 'interests', 'unknown']);
    expect(next.profileInfo).toEqual({ ...profile, cell_phone: null, job_title: null, interests: [] });
    expect(next.userInfo).toEqual({ ...user, cell_phone: null });
  });
});
