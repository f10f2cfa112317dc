import { query, where } from 'firebase/firestore';
import type { ClinicExercise } from '@rehab/model/exercises';
import type { ProgrammeTemplate } from '@rehab/model/programmes';
import { col } from '../../../lib/firebase/collections';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import { settle } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import type { ExerciseFormValues } from '../logic/exerciseForm';
import { assignProgramme, createExercise, saveTemplate, type Assignment, type NewTemplate } from './programmeRecords';

/**
 * A clinic's exercise library and programme templates, live (a list asks for the clinic's, as its rules require), and
 * the writes of templates and assignments; the listeners see the writes, so nothing is invalidated.
 */
export const programmesApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    clinicExercises: build.query<WithId<ClinicExercise>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(query(col('clinicExercises'), where('clinicId', '==', clinicId)))),
    }),
    programmeTemplates: build.query<WithId<ProgrammeTemplate>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(query(col('programmeTemplates'), where('clinicId', '==', clinicId)))),
    }),
    saveProgrammeTemplate: build.mutation<string, NewTemplate>({
      queryFn: (template) => settle(() => saveTemplate(template)),
    }),
    assignProgramme: build.mutation<string, Assignment>({
      queryFn: (assignment) => settle(() => assignProgramme(assignment)),
    }),
    createExercise: build.mutation<string, { values: ExerciseFormValues; clinicId: string; author: string }>({
      queryFn: ({ values, clinicId, author }) => settle(() => createExercise(values, clinicId, author)),
    }),
  }),
});

export const { useClinicExercisesQuery, useProgrammeTemplatesQuery, useSaveProgrammeTemplateMutation, useAssignProgrammeMutation, useCreateExerciseMutation } = programmesApi;
