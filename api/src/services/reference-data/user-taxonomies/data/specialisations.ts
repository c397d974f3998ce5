/** Areas a psychologist works in (/specialisations), used by the directory and the get-matched tool. */

export interface Specialisation {
  specialisationId: number;
  name: string;
}

export const specialisations: readonly Specialisation[] = [
  { specialisationId: 1, name: 'Anxiety' },
  { specialisationId: 2, name: 'Depression' },
  { specialisationId: 3, name: 'Stress' },
  { specialisationId: 4, name: 'Trauma and PTSD' },
  { specialisationId: 5, name: 'Grief and loss' },
  { specialisationId: 6, name: 'Relationship issues' },
  { specialisationId: 7, name: 'Couples therapy' },
  { specialisationId: 8, name: 'Parenting' },
  { specialisationId: 9, name: 'Teenagers and young people' },
  { specialisationId: 10, name: 'ADHD' },
  { specialisationId: 11, name: 'Autism' },
  { specialisationId: 12, name: 'Eating disorders' },
  { specialisationId: 13, name: 'Obsessive-compulsive disorder (OCD)' },
  { specialisationId: 14, name: 'Sleep problems' },
  { specialisationId: 15, name: 'Addiction and substance use' },
  { specialisationId: 16, name: 'Workplace stress and burnout' },
  { specialisationId: 17, name: 'Perinatal and postnatal mental health' },
  { specialisationId: 18, name: 'LGBTQIA+' },
  { specialisationId: 19, name: 'Chronic pain and illness' },
  { specialisationId: 20, name: 'Self-esteem' },
  { specialisationId: 21, name: 'Anger management' },
  { specialisationId: 22, name: 'Bipolar disorder' },
  { specialisationId: 23, name: 'Personality disorders' },
  { specialisationId: 24, name: 'Family and domestic violence' },
  { specialisationId: 25, name: 'Panic attacks' },
  { specialisationId: 26, name: 'Phobias' },
  { specialisationId: 27, name: 'Social anxiety' },
  { specialisationId: 28, name: 'Life transitions' },
  { specialisationId: 29, name: 'Gambling' },
  { specialisationId: 30, name: 'Body image' },
  { specialisationId: 31, name: 'Self-harm and suicidal thoughts' },
  { specialisationId: 32, name: 'Cultural identity and migration' },
  { specialisationId: 33, name: 'Workplace injury and return to work' },
];
