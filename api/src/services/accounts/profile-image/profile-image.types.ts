/** The stored profile photo (answer of PUT /users/profile/{id}/profile-image and GET …/profile-image/details). */
export interface ProfileImage {
  userId: string;
  contentType: 'image/jpeg' | 'image/png';
  sizeBytes: number;
  /** UTC instant of the upload. */
  updatedAt: string;
  /**
   * Where to read the photo, relative to the API origin, with the upload time as a version so a
   * new photo is never hidden by a cached old one, e.g. `/api/users/profile/{id}/profile-image?v=1732390000000`.
   */
  url: string;
}
