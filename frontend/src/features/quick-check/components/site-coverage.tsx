import type { Site } from '@baucheck/shared/engine/model';
import type { AreaKind, KindCoverage } from '@baucheck/shared/geo';
import {
  AREA_KIND_TITLES,
  COVERAGE_STATE_LABELS,
  GEO_REPORT_TEXT_MAX,
  notCheckedText,
  sourceText,
} from '@baucheck/shared/geo-coverage';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorText } from '#lib/error-text.ts';
import { sendGeoReport } from '../api/send-geo-report.ts';

/** The state's class: the colour only repeats what the word beside it says. */
const STATE_CLASS: Record<KindCoverage['state'], string> = {
  betroffen: 'affected',
  'nicht betroffen': 'clear',
  'keine Daten': 'unknown',
};

interface ReportContext {
  /** The resident's reference unit: the report goes to its Land's staff. */
  unit: string;
  site: Site;
}

interface SiteCoverageProps {
  coverage: readonly KindCoverage[];
  /** Where a "Hinweis melden" goes; without it, no reporting (e.g. on a slide). */
  report?: ReportContext;
  headingLevel?: 2 | 3;
}

/**
 * What was checked at the site, per area kind: "betroffen", "nicht betroffen" or "keine Daten" in
 * words, with the source and its date. A kind without data says that it could not be checked, so it
 * never reads as clear; residents may report a wrong area to their Land.
 */
export function SiteCoverage({ coverage, report, headingLevel = 3 }: SiteCoverageProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (coverage.length === 0) return null;
  return (
    <section className="qc-coverage" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="qc-coverage__heading">
        Geprüft an Ihrem Standort
      </Heading>
      <ul className="qc-coverage__list">
        {coverage.map((entry) => {
          const source = sourceText(entry.source);
          return (
            <li key={entry.kind} className="qc-coverage__item">
              <p className="qc-coverage__line">
                <span className="qc-coverage__kind">{AREA_KIND_TITLES[entry.kind]}: </span>
                <span className={`qc-coverage__state qc-coverage__state--${STATE_CLASS[entry.state]}`}>
                  {COVERAGE_STATE_LABELS[entry.state]}
                </span>
              </p>
              {entry.state === 'keine Daten' && <p className="qc-coverage__note">{notCheckedText(entry)}</p>}
              {source && <p className="qc-coverage__source">Quelle: {source}</p>}
              {report && <GeoReportForm kind={entry.kind} context={report} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Hinweis melden": a short text about a wrong area of one kind, behind a button, no personal data asked. */
function GeoReportForm({ kind, context }: { kind: AreaKind; context: ReportContext }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const title = AREA_KIND_TITLES[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem('Bitte beschreiben Sie kurz, was nicht stimmt.');
      field.current?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await sendGeoReport({ unit: context.unit, kind, lon: context.site.lon, lat: context.site.lat, text });
      setSent(true);
      setOpen(false);
      requestAnimationFrame(() => toggle.current?.focus());
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="qc-geo-report">
      <p role="status" className="qc-geo-report__status">
        {sent && 'Vielen Dank! Ihr Hinweis ist beim Land eingegangen.'}
      </p>
      {!sent && (
        <button
          ref={toggle}
          type="button"
          className="qc-geo-report__toggle"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => {
            setOpen(!open);
            if (!open) requestAnimationFrame(() => field.current?.focus());
          }}
        >
          Hinweis melden<span className="sr-only"> zu {title}</span>
        </button>
      )}
      {open && (
        <form
          id={`${id}-form`}
          className="qc-geo-report__form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={sending}
        >
          <label htmlFor={`${id}-text`}>Was stimmt bei „{title}“ an Ihrem Standort nicht?</label>
          <textarea
            ref={field}
            id={`${id}-text`}
            rows={3}
            maxLength={GEO_REPORT_TEXT_MAX}
            required
            aria-required="true"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className="qc-field__hint">
            Zum Beispiel: „Das Grundstück liegt nicht im Überschwemmungsgebiet.“ Persönliche Angaben sind nicht nötig.
            Der Hinweis geht mit dem Standort an das zuständige Land.
          </p>
          {problem && (
            <p id={`${id}-error`} className="qc-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button button--secondary" disabled={sending}>
            {sending ? 'Wird gesendet …' : 'Hinweis senden'}
          </button>
        </form>
      )}
    </div>
  );
}
