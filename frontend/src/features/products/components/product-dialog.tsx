import { CHECK_GROUP_LABELS, CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import type { Product } from '@baucheck/shared/products';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { CheckboxField, Field } from '#features/admin-kit/components/field.tsx';
import { FormDialog } from '#features/admin-kit/components/form-dialog.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { fieldErrors } from '#features/admin-kit/utils/admin-error-text.ts';
import { reloadRow } from '#features/admin-kit/utils/list-cache.ts';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import {
  OrganisationPicker,
  type PickedOrganisation,
} from '#features/organisations/components/organisation-picker.tsx';
import { useCreateProduct, type ProductInput } from '../api/create-product.ts';
import { PRODUCTS_LIST_KEY } from '../api/list-products.ts';
import { useUpdateProduct } from '../api/update-product.ts';

interface ProductDialogProps {
  product: Product | null;
  /** Administrators choose the Partner organisation; for Partner staff it is always their own. */
  choosesOrganisation: boolean;
  onClose: () => void;
}

interface ProductForm {
  name: string;
  description: string;
  check_group: CheckGroup;
  organisation: PickedOrganisation | null;
  link: string;
  is_active: boolean;
}

const toForm = (product: Product | null): ProductForm => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  check_group: product?.check_group ?? 'carport_garage',
  organisation: product ? { id: product.organisation_id, name: product.organisation_name } : null,
  link: product?.link ?? '',
  is_active: product?.is_active ?? true,
});

/** The client-side rules of the product form (the server checks the same). */
function validate(values: ProductForm, needsOrganisation: boolean): Partial<Record<keyof ProductForm, string>> {
  const errors: Partial<Record<keyof ProductForm, string>> = {};
  if (!values.name.trim()) errors.name = 'Bitte geben Sie einen Namen ein.';
  if (needsOrganisation && !values.organisation) errors.organisation = 'Bitte wählen Sie eine Organisation.';
  const link = values.link.trim();
  if (link) {
    let valid: boolean;
    try {
      const url = new URL(link);
      valid = url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      valid = false;
    }
    if (!valid)
      errors.link = 'Bitte geben Sie eine vollständige https-Adresse ein, z. B. https://www.beispiel.de/produkt.';
  }
  return errors;
}

/** Create or edit a product: name, description, check group, (partner,) link and active flag. */
export function ProductDialog({ product: opened, choosesOrganisation, onClose }: ProductDialogProps) {
  // The product as last read: after reloading on a conflict, saving continues from its new version.
  const [product, setProduct] = useState(opened);
  const queryClient = useQueryClient();
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const mutation = product ? update : create;
  const needsOrganisation = choosesOrganisation;
  const form = useFormState(toForm(product));
  const clientErrors = form.attempted ? validate(form.values, needsOrganisation) : {};
  const serverErrors = fieldErrors(mutation.error);
  const errorOf = (field: keyof ProductForm) =>
    clientErrors[field] ?? serverErrors[field === 'organisation' ? 'organisation_id' : field];

  const submit = () => {
    form.markAttempted();
    if (Object.keys(validate(form.values, needsOrganisation)).length > 0) return;
    const input: ProductInput = {
      name: form.values.name.trim(),
      description: form.values.description.trim(),
      check_group: form.values.check_group,
      link: form.values.link.trim() || null,
      is_active: form.values.is_active,
      ...(needsOrganisation && form.values.organisation ? { organisation_id: form.values.organisation.id } : {}),
    };
    const onSuccess = (saved: Product) => {
      toast.success(product ? 'Produkt gespeichert' : 'Produkt angelegt', saved.name);
      onClose();
    };
    if (product) update.mutate({ id: product.id, version: product.version, ...input }, { onSuccess });
    else create.mutate(input, { onSuccess });
  };

  const reload = async () => {
    const fresh = product ? await reloadRow<Product>(queryClient, PRODUCTS_LIST_KEY, product.id) : undefined;
    update.reset();
    if (fresh) {
      setProduct(fresh);
      form.reset(toForm(fresh));
    } else onClose();
  };

  return (
    <FormDialog
      visible
      title={product ? 'Produkt bearbeiten' : 'Neues Produkt'}
      onHide={onClose}
      dirty={form.dirty}
      onSubmit={submit}
      submitting={mutation.isPending}
      submitLabel={product ? 'Speichern' : 'Anlegen'}
      error={mutation.error}
      onReload={product ? () => void reload() : undefined}
      size="wide"
    >
      <Field label="Name" required error={errorOf('name')}>
        {(control) => (
          <InputText
            {...control}
            value={form.values.name}
            maxLength={200}
            onChange={(event) => form.set('name', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Beschreibung"
        hint="Kurz und sachlich: was das Produkt ist und wofür der Quick-Check hilft. Ohne Formatierung."
        error={errorOf('description')}
      >
        {(control) => (
          <InputTextarea
            {...control}
            value={form.values.description}
            rows={4}
            maxLength={5000}
            autoResize
            onChange={(event) => form.set('description', event.target.value)}
          />
        )}
      </Field>
      <div className="admin-form__row">
        <Field
          label="Check-Gruppe"
          required
          hint="Mit diesem Quick-Check starten Kundinnen und Kunden vom Produkt aus."
          error={errorOf('check_group')}
        >
          {(control) => (
            <NativeSelect
              control={control}
              value={form.values.check_group}
              onChange={(group) => form.set('check_group', group)}
              options={CHECK_GROUPS.map((group) => ({ value: group, label: CHECK_GROUP_LABELS[group] }))}
            />
          )}
        </Field>
      </div>
      {choosesOrganisation && (
        <OrganisationPicker
          label="Partner-Organisation"
          type="Partner"
          required
          value={form.values.organisation}
          onChange={(organisation) => form.set('organisation', organisation)}
          error={errorOf('organisation')}
        />
      )}
      <Field
        label="Link zur Produktseite"
        hint="Optional. Eine https-Adresse, z. B. https://www.beispiel.de/produkt."
        error={errorOf('link')}
      >
        {(control) => (
          <InputText
            {...control}
            type="url"
            inputMode="url"
            value={form.values.link}
            maxLength={2000}
            onChange={(event) => form.set('link', event.target.value)}
          />
        )}
      </Field>
      <CheckboxField
        label="Aktiv"
        checked={form.values.is_active}
        onChange={(checked) => form.set('is_active', checked)}
        hint="Nur aktive Produkte können den Quick-Check starten."
      />
    </FormDialog>
  );
}
