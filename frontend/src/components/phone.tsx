import { splitPhoneNumbers, telHref } from '@baucheck/shared/phone';
import { Fragment } from 'react';

/** A phone number as a `tel:` link, so that a tap on a phone calls it. Every phone link of the site. */
export function PhoneLink({ number }: { number: string }) {
  return <a href={telHref(number)}>{number}</a>;
}

/** A contact text (an office with its number, as editors write it) with every phone number as a link. */
export function TextWithPhoneLinks({ text }: { text: string }) {
  return (
    <>
      {splitPhoneNumbers(text).map((part, index) => (
        <Fragment key={index}>{part.phone ? <PhoneLink number={part.text} /> : part.text}</Fragment>
      ))}
    </>
  );
}
