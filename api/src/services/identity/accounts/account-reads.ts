import { AccountModel } from './account.model';

/** The ids of psychologists an administrator approved (the directory lists only them). */
export async function approvedPsychologistIds(): Promise<string[]> {
  return (await AccountModel.find({ userType: 'psychologist', isApproved: true }, { _id: 1 }).lean()).map((a) => String(a._id));
}
