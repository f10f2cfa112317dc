import { describe, expect, it } from 'vitest';
import type { ClinicExercise } from '@rehab/model/exercises';
import { NO_FILTER, devicesOf, exerciseName, filterExercises } from './libraryFilter';

type Row = Pick<ClinicExercise, 'name' | 'bodyRegion' | 'equipment' | 'device'>;
const named = (en: string, fr: string) => ({ en, ar: `${en} (ar)`, zh: `${en} (zh)`, hi: `${en} (hi)`, el: `${en} (el)`, fr });
const heelSlide: Row = { name: named('Heel slide', 'Glissement du talon'), bodyRegion: 'knee', equipment: ['towel'], device: 'Knee Brace' };
const squeeze: Row = { name: named('Ball squeeze', 'Serrer la balle'), bodyRegion: 'hand', equipment: ['ball'], device: 'Glove' };
const pendulum: Row = { name: named('Pendulum', 'Pendule'), bodyRegion: 'shoulder', equipment: [], device: null };
const all = [squeeze, pendulum, heelSlide];

describe('the library filter', () => {
  it("names an exercise in the reader's language, English otherwise", () => {
    expect(exerciseName(heelSlide, 'fr')).toBe('Glissement du talon');
    expect(exerciseName(heelSlide, 'fr-CA')).toBe('Glissement du talon');
    expect(exerciseName(heelSlide, 'de')).toBe('Heel slide');
  });

  it('keeps everything without a filter, sorted by name in the language', () => {
    expect(filterExercises(all, NO_FILTER, 'en')).toEqual([squeeze, heelSlide, pendulum]);
    expect(filterExercises(all, NO_FILTER, 'fr')).toEqual([heelSlide, pendulum, squeeze]);
  });

  it('searches every word in the name, case and accents aside, in English too', () => {
    expect(filterExercises(all, { ...NO_FILTER, search: 'SLIDE heel' }, 'en')).toEqual([heelSlide]);
    expect(filterExercises(all, { ...NO_FILTER, search: 'glissement' }, 'fr')).toEqual([heelSlide]);
    expect(filterExercises(all, { ...NO_FILTER, search: 'pendule' }, 'fr')).toEqual([pendulum]);
    expect(filterExercises(all, { ...NO_FILTER, search: 'heel' }, 'fr')).toEqual([heelSlide]);
    expect(filterExercises([{ ...pendulum, name: named('Pendulum', 'Épaule pendulaire') }], { ...NO_FILTER, search: 'epaule' }, 'fr')).toHaveLength(1);
    expect(filterExercises(all, { ...NO_FILTER, search: 'heel ball' }, 'en')).toEqual([]);
  });

  it('filters by region, equipment and device, "none" being no device', () => {
    expect(filterExercises(all, { ...NO_FILTER, region: 'hand' }, 'en')).toEqual([squeeze]);
    expect(filterExercises(all, { ...NO_FILTER, equipment: 'towel' }, 'en')).toEqual([heelSlide]);
    expect(filterExercises(all, { ...NO_FILTER, device: 'Glove' }, 'en')).toEqual([squeeze]);
    expect(filterExercises(all, { ...NO_FILTER, device: 'none' }, 'en')).toEqual([pendulum]);
    expect(filterExercises(all, { ...NO_FILTER, region: 'knee', device: 'Glove' }, 'en')).toEqual([]);
  });

  it("lists the devices the clinic's exercises use, once each", () => {
    expect(devicesOf([...all, heelSlide])).toEqual(['Glove', 'Knee Brace']);
  });
});
