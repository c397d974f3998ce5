import { Body, Controller, Get, Path, Post, Response, Route, SuccessResponse, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { resendRegistrationCode } from './resend-registration-code';
import { registerGp, registerPatient, registerPsychologist } from './start-registration';
import type {
  GpRegistrationStarted,
  PatientRegistrationStarted,
  PsychologistRegistrationStarted,
  RegisterGpRequest,
  RegisterPatientRequest,
  RegisterPsychologistRequest,
  RegistrationVerified,
  SignupTerms,
  VerifyRegistrationRequest,
} from './registration.types';
import { CURRENT_TERMS_VERSION, TERMS_DOCUMENTS } from './terms-version';
import { verifyRegistration } from './verify-registration';

/**
 * Sign-up (spec §7 user-management): a registration is started, a 6-digit code is emailed, and
 * verifying the code creates the account. Public: no sign-in.
 */
@Route('users/register')
@Tags('registration')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class RegistrationController extends Controller {
  /** The terms of use and privacy policy a sign-up agrees to, with their current version. */
  @Get('terms')
  public getSignupTerms(): SignupTerms {
    return { version: CURRENT_TERMS_VERSION, documents: TERMS_DOCUMENTS.map(({ title, path }) => ({ title, path })) };
  }

  /** Starts a client sign-up and emails the code. */
  @Post('patient')
  @SuccessResponse(201, 'Code sent (or, when the address already has an account, a notice to its owner)')
  @Response<ProblemBody>(429, 'Too many sign-up attempts from this address or for this email')
  public async registerPatient(@Body() body: RegisterPatientRequest): Promise<PatientRegistrationStarted> {
    const { registrationId, email } = await registerPatient(body);
    this.setStatus(201);
    return { patientRegistrationId: registrationId, email };
  }

  /** Creates the client account from the emailed code. */
  @Post('patient/{patientRegistrationId}/verify')
  @Response<ProblemBody>(404, 'No such registration')
  @Response<ProblemBody>(409, 'An account with this email already exists')
  @Response<ProblemBody>(410, 'Already verified')
  public verifyPatientRegistration(@Path() patientRegistrationId: string, @Body() body: VerifyRegistrationRequest): Promise<RegistrationVerified> {
    return verifyRegistration('client', patientRegistrationId, body.verificationCode);
  }

  /** Emails a new code (at most once a minute). */
  @Post('patient/{patientRegistrationId}/resend-code')
  @SuccessResponse(204, 'Code sent')
  @Response<ProblemBody>(404, 'No such registration')
  @Response<ProblemBody>(410, 'Already verified')
  @Response<ProblemBody>(429, 'A code was sent less than a minute ago')
  public async resendPatientRegistrationCode(@Path() patientRegistrationId: string): Promise<void> {
    await resendRegistrationCode('client', patientRegistrationId);
    this.setStatus(204);
  }

  /** Starts a psychologist sign-up and emails the code; the account then awaits approval. */
  @Post('psychologist')
  @SuccessResponse(201, 'Code sent (or, when the address already has an account, a notice to its owner)')
  @Response<ProblemBody>(429, 'Too many sign-up attempts from this address or for this email')
  public async registerPsychologist(@Body() body: RegisterPsychologistRequest): Promise<PsychologistRegistrationStarted> {
    const { registrationId, email } = await registerPsychologist(body);
    this.setStatus(201);
    return { psychologistRegistrationId: registrationId, email };
  }

  @Post('psychologist/{psychologistRegistrationId}/verify')
  @Response<ProblemBody>(404, 'No such registration')
  @Response<ProblemBody>(409, 'An account with this email already exists')
  @Response<ProblemBody>(410, 'Already verified')
  public verifyPsychologistRegistration(@Path() psychologistRegistrationId: string, @Body() body: VerifyRegistrationRequest): Promise<RegistrationVerified> {
    return verifyRegistration('psychologist', psychologistRegistrationId, body.verificationCode);
  }

  @Post('psychologist/{psychologistRegistrationId}/resend-code')
  @SuccessResponse(204, 'Code sent')
  @Response<ProblemBody>(404, 'No such registration')
  @Response<ProblemBody>(410, 'Already verified')
  @Response<ProblemBody>(429, 'A code was sent less than a minute ago')
  public async resendPsychologistRegistrationCode(@Path() psychologistRegistrationId: string): Promise<void> {
    await resendRegistrationCode('psychologist', psychologistRegistrationId);
    this.setStatus(204);
  }

  /** Starts a GP sign-up (Medicare provider number required) and emails the code. */
  @Post('gp')
  @SuccessResponse(201, 'Code sent (or, when the address already has an account, a notice to its owner)')
  @Response<ProblemBody>(429, 'Too many sign-up attempts from this address or for this email')
  public async registerGp(@Body() body: RegisterGpRequest): Promise<GpRegistrationStarted> {
    const { registrationId, email } = await registerGp(body);
    this.setStatus(201);
    return { gpRegistrationId: registrationId, email };
  }

  @Post('gp/{gpRegistrationId}/verify')
  @Response<ProblemBody>(404, 'No such registration')
  @Response<ProblemBody>(409, 'An account with this email already exists')
  @Response<ProblemBody>(410, 'Already verified')
  public verifyGpRegistration(@Path() gpRegistrationId: string, @Body() body: VerifyRegistrationRequest): Promise<RegistrationVerified> {
    return verifyRegistration('gp', gpRegistrationId, body.verificationCode);
  }

  @Post('gp/{gpRegistrationId}/resend-code')
  @SuccessResponse(204, 'Code sent')
  @Response<ProblemBody>(404, 'No such registration')
  @Response<ProblemBody>(410, 'Already verified')
  @Response<ProblemBody>(429, 'A code was sent less than a minute ago')
  public async resendGpRegistrationCode(@Path() gpRegistrationId: string): Promise<void> {
    await resendRegistrationCode('gp', gpRegistrationId);
    this.setStatus(204);
  }
}
