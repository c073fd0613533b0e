import type { CheckGroup, OutcomeSeverity, SlideAttributeKey, SlideType } from '@baucheck/shared/enums';
import { END_OF_CHECK } from '@baucheck/shared/engine/model';
import { attributeItem, outcomeItem, responseItem, slideItem } from '../../src/repositories/check-content.ts';
import { newCheckId, newChildId } from '../../src/repositories/check-keys.ts';
import { writeCopy } from '../../src/repositories/checks.ts';
import type { UserRecord } from '../../src/repositories/users.ts';
import { sanitizeHtml } from '../../src/lib/sanitize-html.ts';
import { associateCheck, publishCheck } from '../../src/services/checks.ts';
import { newItemMeta } from '../../src/data/table-design.ts';

/**
 * A compact description of a demo check. The draft is written in one batch (like a duplicate), then
 * published and associated through the same services staff use, so the engine validates it.
 */
export interface SeedAnswer {
  /** Key of an outcome of the current chapter. */
  outcome?: string;
  /** Key of a later slide, or 'END'. */
  jump?: string;
}

export interface SeedSlide {
  key: string;
  type: SlideType;
  attributes?: Partial<Record<SlideAttributeKey, string>>;
  yes?: SeedAnswer;
  no?: SeedAnswer;
}

export interface SeedOutcome {
  key: string;
  title: string;
  text: string;
  severity: OutcomeSeverity;
}

export interface SeedCheck {
  group: CheckGroup;
  land_id: string;
  title: string;
  legal_basis: string;
  as_of: string;
  slides: SeedSlide[];
  /** Outcomes per Kapitel slide key, highest rank first (the last is the chapter's default). */
  outcomes: Record<string, SeedOutcome[]>;
}

const HTML_KEYS = new Set<SlideAttributeKey>(['Beschreibung', 'Lokales']);

/** Writes, publishes and associates (with its Land) one demo check; returns its id. */
export async function buildCheck(admin: UserRecord, seed: SeedCheck): Promise<string> {
  const id = newCheckId();
  const slideIds = new Map(seed.slides.map((slide) => [slide.key, newChildId(id)]));
  const outcomeIds = new Map(
    Object.values(seed.outcomes).flatMap((outcomes) =>
      outcomes.map((outcome) => [outcome.key, newChildId(id)] as const),
    ),
  );
  const target = (answer?: SeedAnswer) =>
    answer?.jump === END_OF_CHECK ? END_OF_CHECK : answer?.jump ? (slideIds.get(answer.jump) ?? answer.jump) : null;
  const outcomeOf = (answer?: SeedAnswer) =>
    answer?.outcome ? (outcomeIds.get(answer.outcome) ?? answer.outcome) : null;

  const items: Array<Record<string, unknown>> = [];
  seed.slides.forEach((slide, index) => {
    const slideId = slideIds.get(slide.key) as string;
    items.push(slideItem({ id: slideId, check_id: id, type: slide.type, position: index * 10, ...newItemMeta() }));
    for (const [key, value] of Object.entries(slide.attributes ?? {}) as Array<[SlideAttributeKey, string]>) {
      const stored = HTML_KEYS.has(key) ? sanitizeHtml(value) : value;
      items.push(
        attributeItem({
          id: newChildId(id),
          check_id: id,
          slide_id: slideId,
          key,
          value: stored,
          reference_unit_id: null,
          ...newItemMeta(),
        }),
      );
    }
    if (slide.yes || slide.no) {
      (['ja', 'nein'] as const).forEach((answer, position) => {
        const given = answer === 'ja' ? slide.yes : slide.no;
        items.push(
          responseItem({
            id: newChildId(id),
            check_id: id,
            slide_id: slideId,
            answer,
            label: answer === 'ja' ? 'Ja' : 'Nein',
            position,
            next_slide_id: target(given),
            outcome_id: outcomeOf(given),
            ...newItemMeta(),
          }),
        );
      });
    }
  });
  for (const [chapterKey, outcomes] of Object.entries(seed.outcomes)) {
    outcomes.forEach((outcome, index) =>
      items.push(
        outcomeItem({
          id: outcomeIds.get(outcome.key) as string,
          check_id: id,
          chapter_id: slideIds.get(chapterKey) as string,
          title: outcome.title,
          text: sanitizeHtml(outcome.text),
          severity: outcome.severity,
          ranking: index + 1,
          ...newItemMeta(),
        }),
      ),
    );
  }

  const check = await writeCopy(
    {
      id,
      group: seed.group,
      type: 'Standard',
      title: seed.title,
      land_id: seed.land_id,
      owner_unit_id: null,
      source_check_id: null,
      legal_basis: seed.legal_basis,
      as_of: seed.as_of,
      latest_version: 0,
      content_revision: 1,
      land_associated: false,
      associated_gemeinden: 0,
      deleted_at: null,
      ...newItemMeta(),
    },
    items,
  );
  await publishCheck(admin, check.id, check.content_revision);
  await associateCheck(admin, check.id, seed.land_id);
  return check.id;
}
