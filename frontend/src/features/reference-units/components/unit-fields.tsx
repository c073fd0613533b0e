import { LOCAL_LINK_KEYS, SIDE_LAWS, type LocalLinkKey } from '@baucheck/shared/enums';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import { Field } from '#features/admin-kit/components/field.tsx';
import { SIDE_LAW_TITLES } from '#features/quick-check/components/side-laws.tsx';
import { linkKey, sideLawKey, type LinkKey, type SideLawKey, type UnitFormValues } from '../utils/unit-form.ts';

/** What staff call each link of a unit. */
export const LINK_FIELD_LABELS: Record<LocalLinkKey, string> = {
  'Bebauungsplan-Link': 'Bebauungspläne',
  'Gestaltungssatzung-Link': 'Gestaltungssatzung',
  'Grundstücksbesonderheit-Link': 'Besonderheiten von Grundstücken',
  'Sonderfall-Link': 'Sonderfälle',
  'Antragsportal-Link': 'Online-Bauantrag (Antragsportal)',
};

type TextKey = Exclude<keyof UnitFormValues, 'active'>;

export interface UnitFieldsProps {
  values: UnitFormValues;
  set: (key: TextKey, value: string) => void;
  /** The message to show at an input (client check or the server's 422), by the form's key. */
  errorOf: (key: string) => string | undefined;
  /** False: the group is shown read-only (the user may not change it). */
  disabled?: boolean;
}

/** A group of inputs with a visible heading (fieldset and legend, so screen readers announce it). */
export function FieldGroup({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="unit-form__group">
      <legend className="unit-form__legend">{legend}</legend>
      {hint && <p className="admin-field__hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

function TextField({
  label,
  name,
  values,
  set,
  errorOf,
  disabled,
  required = false,
  type = 'text',
  autoComplete = 'off',
}: UnitFieldsProps & {
  label: string;
  name: TextKey;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
}) {
  return (
    <Field label={label} required={required} error={errorOf(name)}>
      {(control) => (
        <InputText
          {...control}
          type={type}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          disabled={disabled}
          autoComplete={autoComplete}
          maxLength={500}
        />
      )}
    </Field>
  );
}

/** The Bauamt or Bauaufsicht residents are sent to. */
export function ContactFields(props: UnitFieldsProps) {
  return (
    <FieldGroup legend="Kontakt Bauamt / Bauaufsicht">
      <TextField {...props} label="Zuständige Stelle" name="contact.office" required />
      <div className="admin-form__row">
        <TextField {...props} label="Telefon" name="contact.phone" type="tel" />
        <TextField {...props} label="E-Mail" name="contact.email" type="email" />
      </div>
      <TextField {...props} label="Website" name="contact.website" type="url" />
    </FieldGroup>
  );
}

/** Per side law: what it means locally and whom to contact. */
export function SideLawFields({ inherits, ...props }: UnitFieldsProps & { inherits: boolean }) {
  return (
    <FieldGroup
      legend="Baunebenrecht je Rechtsgebiet"
      hint={
        inherits
          ? 'Was Sie leer lassen, übernimmt die Gemeinde von ihrem Land.'
          : 'Die Texte gelten für alle Gemeinden des Landes, die keine eigenen haben.'
      }
    >
      {SIDE_LAWS.map((law) => {
        const text: SideLawKey = sideLawKey(law, 'text');
        const contact: SideLawKey = sideLawKey(law, 'contact');
        return (
          <FieldGroup key={law} legend={SIDE_LAW_TITLES[law]}>
            <Field label={`${SIDE_LAW_TITLES[law]}: Text`} error={props.errorOf(text)}>
              {(control) => (
                <InputTextarea
                  {...control}
                  value={props.values[text]}
                  onChange={(event) => props.set(text, event.target.value)}
                  disabled={props.disabled}
                  rows={2}
                  autoResize
                  maxLength={2000}
                />
              )}
            </Field>
            <TextField {...props} label={`${SIDE_LAW_TITLES[law]}: Kontakt`} name={contact} />
          </FieldGroup>
        );
      })}
    </FieldGroup>
  );
}

/** The unit's links, among them the online application portal. */
export function LinkFields({ inherits, ...props }: UnitFieldsProps & { inherits: boolean }) {
  return (
    <FieldGroup
      legend="Links"
      hint={`Vollständige Web-Adressen mit https://.${inherits ? ' Was Sie leer lassen, übernimmt die Gemeinde von ihrem Land.' : ''} Das Antragsportal wird Bürgerinnen und Bürgern angeboten, deren Vorhaben eine Baugenehmigung braucht.`}
    >
      {LOCAL_LINK_KEYS.map((key) => {
        const name: LinkKey = linkKey(key);
        return <TextField key={key} {...props} label={LINK_FIELD_LABELS[key]} name={name} type="url" />;
      })}
    </FieldGroup>
  );
}
