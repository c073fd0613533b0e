import type { AuthorityContact } from '@baucheck/shared/reference-units';
import { PhoneLink, TextWithPhoneLinks } from '#components/phone.tsx';
import { ExternalLink, isWebAddress } from './external-link.tsx';

/** The Bauamt or Bauaufsicht to contact, with the ways to reach it that the unit gave. */
interface AuthorityContactBlockProps {
  contact: AuthorityContact;
  heading?: string;
  headingLevel?: 2 | 3;
}

export function AuthorityContactBlock({
  contact,
  heading = 'Ihre Ansprechstelle',
  headingLevel = 2,
}: AuthorityContactBlockProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="qc-contact" aria-label={heading}>
      <Heading className="qc-contact__heading">{heading}</Heading>
      <p className="qc-contact__office">
        <TextWithPhoneLinks text={contact.office} />
      </p>
      <ul className="qc-contact__ways">
        {contact.phone && (
          <li>
            Telefon: <PhoneLink number={contact.phone} />
          </li>
        )}
        {contact.email && (
          <li>
            E-Mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        )}
        {isWebAddress(contact.website) && (
          <li>
            Internet: <ExternalLink href={contact.website}>{contact.website.replace(/^https?:\/\//, '')}</ExternalLink>
          </li>
        )}
      </ul>
    </section>
  );
}
