import { END_OF_CHECK, type EngineCheck, type EngineOutcome, type EngineSlide } from '../../shared/src/engine/model.ts';
import { validateCheck, validationWarnings } from '../../shared/src/engine/validate.ts';

/*
 * Publish validation of the engine (validateCheck and validationWarnings, as publishing and the check
 * documentation run them) on valid checks of 200 and 2,000 slides: chapters of ten questions whose
 * "Ja" jumps a few slides ahead, each chapter with its outcomes and an intermediate result, an
 * Endergebnis last. Prints the median times and how they grow (1.0 = linear, 2.0 = quadratic).
 */

const SIZES = [200, 2_000] as const;
const RUNS = 15;

function checkOf(slideCount: number): EngineCheck {
  const slides: EngineSlide[] = [];
  const outcomes: EngineOutcome[] = [];
  const slide = (type: EngineSlide['type'], attributes: Record<string, string> = {}): EngineSlide => {
    const created: EngineSlide = { id: `s${slides.length}`, type, position: slides.length, attributes, responses: [] };
    slides.push(created);
    return created;
  };
  while (slides.length < slideCount - 1) {
    const chapter = slide('Kapitel', { Frage: `Kapitel ${slides.length}` });
    const chapterOutcomes = [0, 1].map((rank) => {
      const outcome: EngineOutcome = {
        id: `o${outcomes.length}`,
        chapter_id: chapter.id,
        title: `Ergebnis ${outcomes.length}`,
        text: '',
        severity: rank === 0 ? 'genehmigungspflichtig' : 'verfahrensfrei',
        ranking: rank + 1,
      };
      outcomes.push(outcome);
      return outcome;
    });
    for (let question = 0; question < 10 && slides.length < slideCount - 2; question += 1) {
      const asked = slide('Ja-Oder-Nein', { Frage: `Frage ${slides.length}` });
      const ahead = `s${Math.min(slides.length + 3, slideCount - 1)}`;
      asked.responses = [
        {
          id: `${asked.id}-ja`,
          answer: 'ja',
          label: 'Ja',
          position: 0,
          next_slide_id: ahead,
          outcome_id: chapterOutcomes[0]?.id ?? null,
        },
        {
          id: `${asked.id}-nein`,
          answer: 'nein',
          label: 'Nein',
          position: 1,
          next_slide_id: null,
          outcome_id: chapterOutcomes[1]?.id ?? null,
        },
      ];
    }
    if (slides.length < slideCount - 1) slide('Zwischenergebnis');
  }
  const last = slide('Endergebnis');
  last.responses = [];
  // Jumps that pointed past the last slide end the check instead.
  for (const each of slides)
    for (const response of each.responses)
      if (response.next_slide_id && !slides.some((candidate) => candidate.id === response.next_slide_id))
        response.next_slide_id = END_OF_CHECK;
  return { slides, outcomes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const figures = SIZES.map((size) => {
  const check = checkOf(size);
  const problems = validateCheck(check);
  if (problems.length > 0) throw new Error(`the generated check is not valid: ${problems[0]?.message}`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    validateCheck(check);
    validationWarnings(check);
    times.push(performance.now() - start);
  }
  return { size, median: median(times) };
});

console.log('Veröffentlichungsprüfung der Engine (validateCheck + validationWarnings), gültige Checks');
for (const { size, median: time } of figures)
  console.log(`  ${String(size).padStart(5)} Folien: Median ${time.toFixed(2).padStart(8)} ms   (n = ${RUNS})`);
const [small, large] = figures as [(typeof figures)[0], (typeof figures)[0]];
const exponent = Math.log(large.median / small.median) / Math.log(large.size / small.size);
console.log(
  `  Wachstum: ×${(large.median / small.median).toFixed(1)} für ×${large.size / small.size} Folien, also etwa n^${exponent.toFixed(2)}`,
);
