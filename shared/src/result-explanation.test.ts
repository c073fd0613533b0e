import { describe, expect, it } from 'vitest';
import type { EngineCheck, EngineSlide } from './engine/model.ts';
import { chapterLegalBasis } from './result-explanation.ts';

const CHECK_BASIS = 'Art. 57 Abs. 1 Nr. 1 Buchst. a BayBO';

/** A building-law chapter and a side-law chapter, listed out of position order on purpose. */
function check(ownBases: { baurecht?: string; nebenrecht?: string } = {}): EngineCheck {
  const slide = (id: string, type: EngineSlide['type'], position: number, basis?: string): EngineSlide => ({
    id,
    type,
    position,
    attributes: { Frage: id, ...(basis === undefined ? {} : { Rechtsgrundlage: basis }) },
    responses: [],
  });
  return {
    slides: [
      slide('nebenrechte', 'Baunebenrechte', 50),
      slide('baurecht', 'Kapitel', 10, ownBases.baurecht),
      slide('frage', 'Ja-Oder-Nein', 20),
      slide('nebenrecht', 'Kapitel', 30, ownBases.nebenrecht),
      slide('karte', 'Karte', 40),
      slide('ende', 'Endergebnis', 60),
    ],
    outcomes: [],
  };
}

describe('chapterLegalBasis', () => {
  it("cites the check's legal basis for a building-law chapter without its own", () => {
    expect(chapterLegalBasis(check(), 'baurecht', CHECK_BASIS)).toBe(CHECK_BASIS);
  });

  it("cites no building law for a side-law chapter without its own (the check's would be wrong there)", () => {
    expect(chapterLegalBasis(check(), 'nebenrecht', CHECK_BASIS)).toBeNull();
  });

  it("cites a chapter's own legal basis, trimmed, in either kind of chapter", () => {
    const bases = { baurecht: ' Art. 57 Abs. 1 Nr. 1 BayBO ', nebenrecht: 'Art. 6 BayDSchG, § 78 WHG' };
    expect(chapterLegalBasis(check(bases), 'baurecht', CHECK_BASIS)).toBe('Art. 57 Abs. 1 Nr. 1 BayBO');
    expect(chapterLegalBasis(check(bases), 'nebenrecht', CHECK_BASIS)).toBe('Art. 6 BayDSchG, § 78 WHG');
  });

  it('treats a blank own basis as none', () => {
    expect(chapterLegalBasis(check({ baurecht: '  ' }), 'baurecht', CHECK_BASIS)).toBe(CHECK_BASIS);
  });
});
