import { useId, useState, type FormEvent } from 'react';
import type { Validator } from './validation.ts';

type Values<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, string>>;

function validateAll<K extends string>(values: Values<K>, validators: Record<K, Validator>): Errors<K> {
  const errors: Errors<K> = {};
  for (const field of Object.keys(validators) as K[]) {
    const message = validators[field](values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * State of a small account form: values, German field errors and the submit handler. Fields are
 * checked on submit; after the first attempt every change re-checks, so a message goes away as soon
 * as the input is right. On a failed submit, focus moves to the first field with an error, whose
 * message its `aria-describedby` then reads out.
 */
export function useAccountForm<K extends string>(initialValues: Values<K>, validators: Record<K, Validator>) {
  const formId = useId();
  const [values, setValues] = useState<Values<K>>(initialValues);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [attempted, setAttempted] = useState(false);

  /** The id of a field's input (labels and descriptions refer to it). */
  const fieldId = (field: K) => `${formId}-${field}`;
  const focusField = (field: K) => document.getElementById(fieldId(field))?.focus();

  const setValue = (field: K, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateAll(next, validators));
  };

  /** Shows a message the server gave for a field (e.g. the password rule it applied) and focuses the field. */
  const setServerError = (field: K, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
    focusField(field);
  };

  const handleSubmit = (onValid: (values: Values<K>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateAll(values, validators);
    setErrors(found);
    const firstInvalid = (Object.keys(validators) as K[]).find((field) => found[field]);
    if (firstInvalid) focusField(firstInvalid);
    else onValid(values);
  };

  /** Props of a field component: id, value, change handler and error. */
  const field = (name: K) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => setValue(name, value),
  });

  return { values, errors, field, setServerError, handleSubmit };
}
