/** Evidence-based approaches a psychologist uses (/treatment-modalities). */

export interface TreatmentModality {
  treatmentModalityId: number;
  name: string;
}

export const treatmentModalities: readonly TreatmentModality[] = [
  { treatmentModalityId: 1, name: 'Cognitive Behavioural Therapy (CBT)' },
  { treatmentModalityId: 2, name: 'Acceptance and Commitment Therapy (ACT)' },
  { treatmentModalityId: 3, name: 'Dialectical Behaviour Therapy (DBT)' },
  { treatmentModalityId: 4, name: 'Eye Movement Desensitisation and Reprocessing (EMDR)' },
  { treatmentModalityId: 5, name: 'Schema Therapy' },
  { treatmentModalityId: 6, name: 'Interpersonal Therapy (IPT)' },
  { treatmentModalityId: 7, name: 'Mindfulness-Based Cognitive Therapy (MBCT)' },
  { treatmentModalityId: 8, name: 'Solution-Focused Brief Therapy' },
  { treatmentModalityId: 9, name: 'Narrative Therapy' },
  { treatmentModalityId: 10, name: 'Psychodynamic Therapy' },
  { treatmentModalityId: 11, name: 'Motivational Interviewing' },
  { treatmentModalityId: 12, name: 'Emotion-Focused Therapy (EFT)' },
  { treatmentModalityId: 13, name: 'Gottman Method Couples Therapy' },
  { treatmentModalityId: 14, name: 'Trauma-Focused CBT (TF-CBT)' },
  { treatmentModalityId: 15, name: 'Exposure and Response Prevention (ERP)' },
  { treatmentModalityId: 16, name: 'Cognitive Processing Therapy (CPT)' },
  { treatmentModalityId: 17, name: 'Compassion-Focused Therapy (CFT)' },
  { treatmentModalityId: 18, name: 'Family Therapy' },
];
