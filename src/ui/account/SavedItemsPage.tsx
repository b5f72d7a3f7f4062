import { useActorRef, useSelector } from '@xstate/react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { savedItemsMachine } from '../../machines/savedItemsMachine';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { InlineAlert } from '../components/InlineAlert';
import type { ResourceMachine } from '../app/readMachineTypes';
import { useResource } from '../app/useReads';
import { Loading, ReadFailed, SettingsPage } from './parts';
import * as styles from './Settings.css';

/** Why: every add or edit form on a saved-items page is closed the same way, and a save reads the list again. */
export interface ItemFormSlot {
  onClose(): void;
  onSaved(): void;
}

/** Why: what the page gives each row of its list: whether its edit form is open, and how to open it, close it or ask for removal. */
export interface SavedItemActions extends ItemFormSlot {
  editing: boolean;
  onEdit(): void;
  onRemove(): void;
}

interface SavedItemsPageProps<Item extends { id: number }> {
  title: string;
  lead: string;
  /** Reads the saved things. */
  read: ResourceMachine<null, Item[]>;
  /** Which forms are open and the removal (src/machines/savedItemsMachine.ts), with its call. */
  machine: typeof savedItemsMachine;
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
  removeTitle: string;
  /** The dialog's words on the thing to be removed. */
  describeRemoval(item: Item): string;
}

const NEW_FORM = 'new';

/**
 * Why: addresses and cards are the same kind of page — a read list of saved things with add
 * and edit forms, and removal only once confirmed — so its loading, failure, empty and removal
 * states are written once here (the flow in savedItemsMachine) and each screen says only what
 * its things are.
 */
export function SavedItemsPage<Item extends { id: number }>({
  title,
  lead,
  read,
  machine,
  listLabel,
  loadingLabel,
  emptyText,
  addLabel,
  initiallyAdding = false,
  renderAddForm,
  renderItem,
  removeTitle,
  describeRemoval,
}: SavedItemsPageProps<Item>) {
  const { inspect } = useAppServices();
  const list = useResource(read, null);
  // The list's actor stays the same, so its first `reload` is good for the page's life.
  const page = useActorRef(machine.provide({ actions: { reload: list.reload } }), {
    input: { open: initiallyAdding ? [NEW_FORM] : [] },
    inspect,
  });
  const open = useSelector(page, (s) => s.context.open);
  const removingId = useSelector(page, (s) => s.context.removing);
  const items = list.data ?? [];
  const removing = items.find((item) => item.id === removingId) ?? null;
  const slotOf = (form: string): ItemFormSlot => ({
    onClose: () => page.send({ type: 'items.close', form }),
    onSaved: () => page.send({ type: 'items.saved', form }),
  });

  return (
    <SettingsPage title={title} lead={lead}>
      {list.status === 'failed' && !list.data && <ReadFailed what={listLabel} error={list.error} onRetry={list.retry} />}
      {list.status === 'loading' && !list.data && <Loading label={loadingLabel} />}
      {list.data && (
        <>
          {open.includes(NEW_FORM) ? (
            <Card>{renderAddForm({ isFirst: items.length === 0, ...slotOf(NEW_FORM) })}</Card>
          ) : (
            <div className={styles.actions}>
              <Button type="button" onClick={() => page.send({ type: 'items.open', form: NEW_FORM })}>
                {addLabel}
              </Button>
            </div>
          )}
          {items.length === 0 ? (
            !open.includes(NEW_FORM) && <p className={styles.empty}>{emptyText}</p>
          ) : (
            <ul className={styles.list} aria-label={listLabel}>
              {items.map((item) => (
                <Fragment key={item.id}>
                  {renderItem(item, {
                    editing: open.includes(String(item.id)),
                    onEdit: () => page.send({ type: 'items.open', form: String(item.id) }),
                    onRemove: () => page.send({ type: 'items.remove', id: item.id }),
                    ...slotOf(String(item.id)),
                  })}
                </Fragment>
              ))}
            </ul>
          )}
        </>
      )}
      <RemovalDialog actor={page} title={removeTitle} description={removing && describeRemoval(removing)} />
    </SettingsPage>
  );
}

interface SavedItemProps extends SavedItemActions {
  /** The row's title, and what its Edit and Remove buttons are named after. */
  name: string;
  isDefault: boolean;
  /** The lines under the name, in their own element (`<address>`, `<p>`). */
  details: ReactNode;
  /** A draft of changes was kept: the edit form opens again. */
  keptDraft?: boolean;
  renderEditForm(slot: ItemFormSlot): ReactNode;
}

/** Why: a row of a saved-items list looks and edits the same for every kind of thing: name, default badge, lines, Edit and Remove. */
export function SavedItem({ name, isDefault, details, keptDraft = false, renderEditForm, editing, onEdit, onRemove, onClose, onSaved }: SavedItemProps) {
  const openKeptDraft = useRef(keptDraft ? onEdit : null);
  useEffect(() => {
    openKeptDraft.current?.();
  }, []);
  if (editing) {
    return (
      <li>
        <Card>{renderEditForm({ onClose, onSaved })}</Card>
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
        <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button type="button" variant="ghost" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

interface RemovalDialogProps {
  /** The page's savedItemsMachine actor. */
  actor: ActorRefFrom<typeof savedItemsMachine>;
  title: string;
  /** The dialog's words on the thing to be removed; null while nothing is. */
  description: string | null;
}

/** Why: removing a saved thing asks first, and says why it failed, the same way on every page (the flow in savedItemsMachine). */
export function RemovalDialog({ actor, title, description }: RemovalDialogProps) {
  const asking = useSelector(actor, (s) => !s.matches('browsing'));
  const busy = useSelector(actor, (s) => s.matches('removing'));
  const refusal = useSelector(actor, (s) => s.context.refusal);
  return (
    <ConfirmDialog
      open={asking && description !== null}
      title={title}
      confirmLabel="Remove"
      cancelLabel="Keep it"
      busy={busy}
      onConfirm={() => actor.send({ type: 'items.confirmRemoval' })}
      onCancel={() => actor.send({ type: 'items.keep' })}
    >
      {description}
      {refusal !== null && <InlineAlert tone="error">{refusal ? `Not removed: ${refusal}` : 'Not removed.'}</InlineAlert>}
    </ConfirmDialog>
  );
}
