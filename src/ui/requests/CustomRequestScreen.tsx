import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addressLine } from '../../domain/account';
import { parseId, type CategoryKey } from '../../domain/catalogue';
import { CUSTOM_REQUEST_MAX_PHOTOS, type CustomRequestValues } from '../../domain/customRequest';
import { AVATAR_ACCEPT } from '../../machines/avatarUploadMachine';
import { connectForm } from '../../machines/formMachineConnect';
import { KeptChangesNotice } from '../account';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { AddressFields } from '../forms/AddressFields';
import { useUnsavedChanges } from '../forms/dirtyForms';
import * as formStyles from '../forms/forms.css';
import { UnsavedChangesGuard } from '../forms/UnsavedChanges';
import { useDraftKeeper } from '../forms/useForm';
import { useCatalogue, HeroLoading, NotFoundPanel, ReadFailure, useRouteIds, type CatalogueMachines } from '../catalogue';
import { useMoney, Busy, moneyStyles as styles, moneyPaths } from '../money';
import { usePagedList, useResource } from '../app/useReads';

/**
 * The custom request flow machine for a new request: its form (the one form machine, which it
 * holds) connected like any form, with the flow's sending and refusal, keeping its draft per
 * category and vendor; once the server has the request, its page opens.
 */
function useNewCustomRequest(categoryId: number, vendorId: number | null) {
  const { inspect } = useAppServices();
  const navigate = useNavigate();
  const money = useMoney();
  const draftName = `customRequest:${categoryId}:${vendorId ?? 'any'}`;
  const { kept, keeper } = useDraftKeeper<CustomRequestValues>({ storage: money.drafts, name: draftName });
  // One machine for the page (the form is keyed by category and vendor, so these do not change under it).
  const [logic] = useState(() => money.newCustomRequest(keeper));
  const flow = useActorRef(logic, { input: { orderId: null, categoryId, vendorId, kept }, inspect });
  const formActor = useSelector(flow, (s) => s.context.form);
  if (!formActor) throw new Error('customRequest: a new request has its form');
  const form = connectForm(useSelector(formActor, (s) => s), flow.send);
  const busy = useSelector(flow, (s) => s.matches('submitting'));
  const refusal = useSelector(flow, (s) => (s.matches('refused') ? s.context.error : null));
  const sentId = useSelector(flow, (s) => (s.matches('following') ? s.context.orderId : null));
  useEffect(() => {
    if (sentId !== null) navigate(moneyPaths.request(sentId));
  }, [sentId, navigate]);
  const photos = useSelector(flow, (s) => s.context.photos);
  const photoError = useSelector(flow, (s) => s.context.photoError);
  useUnsavedChanges(draftName, form.dirty || photos.length > 0, form.discard);
  return {
    ...form,
    busy,
    refusal,
    photos,
    photoError,
    addPhotos: (files: File[]) => flow.send({ type: 'photos.add', photos: files }),
    removePhoto: (index: number) => flow.send({ type: 'photos.remove', index }),
  };
}

/** Up to four photos, each checked like an avatar (type, size) when chosen and uploaded when the request is sent. */
function PhotosField({ form }: { form: ReturnType<typeof useNewCustomRequest> }) {
  return (
    <section className={styles.panel} aria-labelledby="photos-title">
      <h2 id="photos-title" className={styles.panelTitle}>
        Photos
      </h2>
      <p className={styles.lead}>Optional: up to {CUSTOM_REQUEST_MAX_PHOTOS} pictures that show what you need, each at most 2 MB.</p>
      {form.photos.length > 0 && (
        <ul className={styles.plainList} aria-label="Photos to send">
          {form.photos.map((photo, index) => (
            <li key={`${photo.name}:${index}`} className={styles.listRow}>
              <span className={styles.rowText}>{photo.name}</span>
              <Button type="button" variant="ghost" disabled={form.busy} aria-label={`Remove ${photo.name}`} onClick={() => form.removePhoto(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {form.photoError && <InlineAlert tone="error">{form.photoError}</InlineAlert>}
      {form.photos.length < CUSTOM_REQUEST_MAX_PHOTOS && (
        <div>
          <label className={formStyles.photoLabel}>
            Add photos
            <input
              type="file"
              accept={AVATAR_ACCEPT}
              multiple
              disabled={form.busy}
              className={formStyles.fileInput}
              onChange={(event) => {
                form.addPhotos([...(event.target.files ?? [])]);
                // The same file may be chosen again after it was removed.
                event.target.value = '';
              }}
            />
          </label>
        </div>
      )}
    </section>
  );
}

function CustomRequestForm({ categoryKey, vendorId, catalogue }: { categoryKey: CategoryKey; vendorId: number | null; catalogue: CatalogueMachines }) {
  const money = useMoney();
  const category = useResource(catalogue.category, categoryKey);
  const vendors = usePagedList(catalogue.vendors, categoryKey);
  const addresses = useResource(money.addresses, null);
  const form = useNewCustomRequest(categoryKey.category_id, vendorId);

  if (category.status === 'loading' || addresses.status === 'loading') return <HeroLoading label="Loading the custom request" />;
  if (!category.data) return <ReadFailure read={category} what="Category" failedTitle="This category could not be shown" />;
  const saved = addresses.data ?? [];
  const addressOptions = [
    ...saved.map((address) => ({ value: String(address.id), label: `${address.label}: ${addressLine(address)}` })),
    { value: 'new', label: 'A new address' },
  ];
  // The vendor chosen, named when it is listed: the one asked from its page, or another picked here.
  const asked = vendors.items.find((vendor) => String(vendor.id) === form.values.vendor_id)?.name ?? null;
  const vendorOptions = [{ value: '', label: 'Any vendor of the category' }, ...vendors.items.map((vendor) => ({ value: String(vendor.id), label: vendor.name }))];

  return (
    <form className={styles.narrow} onSubmit={form.submit} noValidate aria-label="Custom request">
      <div>
        <PageTitle>Custom request</PageTitle>
        <p className={styles.lead}>
          Ask {asked ?? `the vendors of ${category.data.name}`} for something not in the catalogue. They answer with a quote you can accept or decline.
        </p>
      </div>
      {form.restored && <KeptChangesNotice keep="Send them" onDiscard={form.discard} />}
      {/* Why is the toast's (spec §8); said here only when no toast said it. */}
      {form.refusal !== null && <InlineAlert tone="error">{form.refusal || 'Not sent.'}</InlineAlert>}
      <section className={styles.panel} aria-labelledby="need-title">
        <h2 id="need-title" className={styles.panelTitle}>
          Your request
        </h2>
        <TextField label="What you need" required maxLength={1000} hint="Size, colour, materials: what a vendor needs to quote" {...form.field('description')} />
        <div className={styles.fieldRow}>
          <TextField label="Quantity" inputMode="numeric" required {...form.field('quantity')} />
          <TextField label="Budget" inputMode="decimal" required hint="In dollars, e.g. 250" {...form.field('budget')} />
          <TextField label="Needed by" type="date" required {...form.field('needed_by')} />
        </div>
        <SelectField label="Vendor" options={vendorOptions} hint="Optional: ask one vendor only" {...form.field('vendor_id')} />
      </section>
      <section className={styles.panel} aria-labelledby="deliver-title">
        <h2 id="deliver-title" className={styles.panelTitle}>
          Deliver to
        </h2>
        <SelectField label="Deliver to" required options={addressOptions} {...form.field('address_id')} />
        {form.values.address_id === 'new' && <AddressFields field={form.field} />}
      </section>
      <PhotosField form={form} />
      <div className={styles.actionsEnd}>
        <Button type="submit" busy={form.busy}>
          Send request
        </Button>
      </div>
    </form>
  );
}

/** `categories/{categoryId}/request-custom` (`?vendor=` for one vendor): ask the vendors of a category for something not in the catalogue. */
export default function CustomRequestScreen() {
  const categoryKey = useRouteIds('category_id');
  // From a vendor's page (`?vendor=`): that vendor is asked.
  const vendorId = parseId(useSearchParams()[0].get('vendor') ?? undefined);
  const catalogue = useCatalogue();
  if (!categoryKey) return <NotFoundPanel what="Category" />;
  if (!catalogue) return <Busy label="Loading the custom request…" />;
  // Leaving with something typed asks first; leaving drops the kept draft.
  return (
    <UnsavedChangesGuard>
      <CustomRequestForm key={`${categoryKey.category_id}:${vendorId}`} categoryKey={categoryKey} vendorId={vendorId} catalogue={catalogue} />
    </UnsavedChangesGuard>
  );
}
