import type { UserInfo } from '../../domain/user';
import { useAccount } from './useAccount';
import { LargeAvatar } from './parts';
import { PhotoPicker } from './PhotoPicker';

/** The profile photo: choose a picture; it is checked, uploaded with progress and saved. */
export function AvatarPicker({ user }: { user: UserInfo }) {
  return (
    <PhotoPicker
      machine={useAccount().avatarUpload}
      preview={<LargeAvatar user={user} />}
      hasPhoto={Boolean(user.avatar)}
      whose="your photo"
      savedText="Your new photo is saved."
    />
  );
}
