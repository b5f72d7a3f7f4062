import type { ReactNode } from 'react';
import { initialsOf, type UserInfo } from '../../domain/user';
import { ErrorState } from '../components/ErrorState';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { Spinner } from '../components/Spinner';
import type { ConnectedForm } from '../../machines/formMachineConnect';
import * as styles from './Settings.css';
import { useAssetUrl } from '../app/useAssetUrl';

/** A settings page: its title, a line on what it is for, and its content. */
export function SettingsPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <PageTitle className={styles.pageTitle}>{title}</PageTitle>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.loading}>
      <Spinner size="large" />
    </div>
  );
}

/** A read failed: why, and a way to try again. */
export function ReadFailed({ what, error, onRetry }: { what: string; error: string | null; onRetry(): void }) {
  return <ErrorState title={`${what} could not be loaded.`} message={error || undefined} onRetry={onRetry} />;
}

/** The person's picture, or their initials. */
export function LargeAvatar({ user }: { user: UserInfo }) {
  const urlOf = useAssetUrl();
  return (
    <span className={styles.avatarLarge} aria-hidden="true">
      {user.avatar ? <img className={styles.avatarImage} src={urlOf(user.avatar)} alt="" width={88} height={88} /> : initialsOf(user)}
    </span>
  );
}

interface FormNoticesProps {
  form: Pick<ConnectedForm<object>, 'restored' | 'saved' | 'refused' | 'refusal' | 'canRetry' | 'discard' | 'retry'>;
  savedText: ReactNode;
}

/** A form opened with the changes this tab kept (docs/decisions/0006): `keep` says what to do with them, or discard them. */
export function KeptChangesNotice({ keep = 'Save them', onDiscard }: { keep?: string; onDiscard(): void }) {
  return (
    <InlineAlert tone="info">
      We kept your unsaved changes. {keep}, or{' '}
      <button type="button" className={styles.inlineAction} onClick={onDiscard}>
        discard them
      </button>
      .
    </InlineAlert>
  );
}

/** What a form has to say: a kept draft, saved, or why it was not saved. */
export function FormNotices({ form, savedText }: FormNoticesProps) {
  return (
    <>
      {form.restored && <KeptChangesNotice onDiscard={form.discard} />}
      {form.saved && <InlineAlert tone="info">{savedText}</InlineAlert>}
      {form.refused && (
        <InlineAlert tone="error">
          {/* The reason is in the toast (spec §8); said here only when no toast said it. */}
          {form.refusal ? `Not saved: ${form.refusal}` : 'Not saved.'}{' '}
          {/* A field to fix is shown at the field; sending the same again would not help. */}
          {form.canRetry && (
            <button type="button" className={styles.inlineAction} onClick={form.retry}>
              Try again
            </button>
          )}
        </InlineAlert>
      )}
    </>
  );
}
