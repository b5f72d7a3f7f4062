import { Fragment, useState, type ReactNode } from 'react';
import type { SubmitMachine } from '../../../machines/submitMachine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InlineAlert } from '../../components/InlineAlert';
import { useResource, type ResourceMachine } from '../../services/useReads';
import { useSubmit } from '../../forms/useSubmit';
import { Loading, ReadFailed, SettingsPage } from './parts';
import * as styles from './Settings.css';

/** Why: every add or edit form on a saved-items page is closed the same way, and a save reads the list again. */
export interface ItemFormSlot {
  onClose(): void;
  onSaved(): void;
}

/** Why: what the page gives each row of its list, so the row can ask for its removal or read the list again. */
export interface SavedItemActions {
  onRemove(): void;
  onSaved(): void;
}

interface SavedItemsPageProps<Item extends { id: number }> {
  title: string;
  lead: string;
  /** Reads the saved things. */
  read: ResourceMachine<null, Item[]>;
  /** The list's name, and what could not be loaded ("Your addresses"). */
  listLabel: string;
  loadingLabel: string;
  emptyText: string;
  addLabel: string;
  /** The add form is open from the start (a draft of a new one was kept). */
  initiallyAdding?: boolean;
  /** `isFirst`: nothing is saved yet, so the new one is likely the default. */
  renderAddForm(slot: ItemFormSlot & { isFirst: boolean }): ReactNode;
  renderItem(item: Item, actions: SavedItemActions): ReactNode;
  removeMachine: SubmitMachine<number, null>;
  removeTitle: string;
  /** The dialog's words on the thing to be removed. */
  describeRemoval(item: Item): string;
}

/**
 * Why: addresses and cards are the same kind of page — a read list of saved things with an
 * add form, and removal only once confirmed — so its loading, failure, empty and removal
 * states are written once here and each screen says only what its things are.
 */
export function SavedItemsPage<Item extends { id: number }>({
  title,
  lead,
  read,
  listLabel,
  loadingLabel,
  emptyText,
  addLabel,
  initiallyAdding = false,
  renderAddForm,
  renderItem,
  removeMachine,
  removeTitle,
  describeRemoval,
}: SavedItemsPageProps<Item>) {
  const list = useResource(read, null);
  const [adding, setAdding] = useState(initiallyAdding);
  const [removing, setRemoving] = useState<Item | null>(null);
  const remove = useSubmit(removeMachine, () => {
    setRemoving(null);
    list.reload();
  });
  const items = list.data ?? [];

  return (
    <SettingsPage title={title} lead={lead}>
      {list.status === 'failed' && !list.data && <ReadFailed what={listLabel} error={list.error} onRetry={list.retry} />}
      {list.status === 'loading' && !list.data && <Loading label={loadingLabel} />}
      {list.data && (
        <>
          {adding ? (
            <Card>{renderAddForm({ isFirst: items.length === 0, onClose: () => setAdding(false), onSaved: list.reload })}</Card>
          ) : (
            <div className={styles.actions}>
              <Button type="button" onClick={() => setAdding(true)}>
                {addLabel}
              </Button>
            </div>
          )}
          {items.length === 0 ? (
            !adding && <p className={styles.empty}>{emptyText}</p>
          ) : (
            <ul className={styles.list} aria-label={listLabel}>
              {items.map((item) => (
                <Fragment key={item.id}>{renderItem(item, { onRemove: () => setRemoving(item), onSaved: list.reload })}</Fragment>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removeTitle}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={remove.status === 'submitting'}
        onConfirm={() => removing && remove.submit(removing.id)}
        onCancel={() => {
          remove.edited();
          setRemoving(null);
        }}
      >
        {removing && describeRemoval(removing)}
        {remove.status === 'failed' && <InlineAlert tone="error">Not removed: {remove.error}</InlineAlert>}
      </ConfirmDialog>
    </SettingsPage>
  );
}

interface SavedItemProps extends SavedItemActions {
  /** The row's title, and what its Edit and Remove buttons are named after. */
  name: string;
  isDefault: boolean;
  /** The lines under the name, in their own element (`<address>`, `<p>`). */
  details: ReactNode;
  /** The edit form is open from the start (a draft of changes was kept). */
  initiallyEditing?: boolean;
  renderEditForm(slot: ItemFormSlot): ReactNode;
}

/** Why: a row of a saved-items list looks and edits the same for every kind of thing: name, default badge, lines, Edit and Remove. */
export function SavedItem({ name, isDefault, details, initiallyEditing = false, renderEditForm, onRemove, onSaved }: SavedItemProps) {
  const [editing, setEditing] = useState(initiallyEditing);
  if (editing) {
    return (
      <li>
        <Card>{renderEditForm({ onClose: () => setEditing(false), onSaved })}</Card>
      </li>
    );
  }
  return (
    <li className={styles.listItem}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          {name}
          {isDefault && <span className={styles.badge}>Default</span>}
        </span>
        {details}
      </div>
      <div className={styles.itemActions}>
        <Button type="button" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button type="button" variant="ghost" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
