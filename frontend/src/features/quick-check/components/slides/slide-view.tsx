import { isMeasurementSlide } from '@baucheck/shared/engine/slides';
import { lazy, Suspense } from 'react';
import { ChapterSlide } from './chapter-slide.tsx';
import { InterimResultSlide } from './interim-result-slide.tsx';
import { MeasurementSlide } from './measurement-slide.tsx';
import { SideLawsSlide } from './side-laws-slide.tsx';
import type { SlideProps } from './slide-types.ts';
import { TextSlide } from './text-slide.tsx';
import { YesNoSlide } from './yes-no-slide.tsx';

// The Karte slide and its map (Leaflet) load only when a resident reaches it.
const MapSlide = lazy(() => import('./map-slide.tsx').then((module) => ({ default: module.MapSlide })));

/**
 * A slide by its type. Endergebnis has no component here: its content is the result page
 * (/quick-check/result/:checkId), where the slides lead once the check is complete.
 */
export function SlideView(props: SlideProps) {
  switch (props.slide.type) {
    case 'Ja-Oder-Nein':
      return isMeasurementSlide(props.slide) ? <MeasurementSlide {...props} /> : <YesNoSlide {...props} />;
    case 'Kapitel':
      return <ChapterSlide {...props} />;
    case 'Karte':
      return (
        <Suspense fallback={<p className="page-loading">Karte wird geladen …</p>}>
          <MapSlide {...props} />
        </Suspense>
      );
    case 'Zwischenergebnis':
      return <InterimResultSlide {...props} />;
    case 'Baunebenrechte':
      return <SideLawsSlide {...props} />;
    case 'Text':
    case 'Endergebnis':
      return <TextSlide {...props} />;
  }
}
