import {
  CITIZENSHIP_TYPE,
  GENDER,
  INVITATION_STATUS,
  MARITAL_STATUS,
  PERSONNEL_FIELD_LABELS as L,
  type CitizenshipType,
  type Gender,
  type InvitationStatus,
  type MaritalStatus,
  TEXT_LIMITS,
} from '@clearline/shared';
import {
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  NestedField,
  PatternField,
  RefIdField,
  SsnField,
  TextField,
  UuidField,
} from '../../core/http/fields';

/** One person to invite. */
export class InviteeDto {
  @TextField({ label: L.firstName, required: true })
  firstName: string;

  @TextField({ label: L.lastName, required: true })
  lastName: string;

  /** where the link goes; it becomes the person's work e-mail */
  @EmailField({ label: 'Email', kind: 'work', required: true })
  email: string;
}

/** POST /invite: new people to invite (each gets a personnel record in progress and an e-mailed link). */
export class CreateInvitationsDto {
  @NestedField(() => InviteeDto, { label: 'Invitees', list: true, required: true, maxItems: 100 })
  invites: InviteeDto[];
}

/** PUT /invite/personnel/{id}: invite an existing person; the e-mail defaults to the person's work e-mail. */
export class InvitePersonnelDto {
  @EmailField({ label: 'Email', kind: 'work' })
  email?: string | null;
}

/** POST /invite/create-user */
export class CreateInviteeUserDto {
  @UuidField({ label: 'Invitation', references: 'invitation', required: true })
  invitationId: string;
}

/** An invitation as the security office sees it (never the link's token or the code). */
export class InvitationView {
  id: string;
  personnelId: string;
  firstName: string;
  lastName: string;
  email: string;
  @EnumOf(INVITATION_STATUS)
  status: InvitationStatus;
  sentAt: string | null;
  sentBy: string | null;
  sendCount: number;
  /** when the current link stops working (null when no link is out) */
  linkExpiresAt: string | null;
  validatedAt: string | null;
  /** when the link was locked after too many codes or wrong codes (null when not locked); sending it again unlocks it */
  lockedAt: string | null;
  submittedAt: string | null;
  userId: string | null;
  createdAt: string;
}

/** PUT /invite/{id}/send-email: the invitation and the link just e-mailed (shown once, to copy). */
export class InvitationSentView extends InvitationView {
  link: string;
}

/** The link of the invitation (the `userdata` query parameter of /self-service/invite). */
export class UserDataDto {
  @TextField({ label: 'Invitation', required: true, max: TEXT_LIMITS.token })
  userdata: string;
}

export class SubmitOtpDto extends UserDataDto {
  @PatternField({ label: 'One-Time Code', required: true, pattern: /^\d{6}$/, message: 'One-Time Code must be 6 digits' })
  otp: string;
}

export class ValidatedInvitationDto {
  message: string;
}

/** The reply to the right code: the names and work e-mail the form shows read-only. */
export class InviteeNamesDto {
  firstName: string;
  lastName: string;
  workEmail: string;
}

export class InviteeBirthAddressDto {
  /** default 236 (United States) */
  @RefIdField({ label: L.birthCountryId, nullable: false })
  countryId?: number;

  @TextField({ label: L.birthCity })
  city?: string | null;

  /** a state code for the United States, free text elsewhere */
  @TextField({ label: L.birthState })
  state?: string | null;
}

/** POST /self-service/submit-invitee: the invitation form (spec 02 §5) plus the link. */
export class SubmitInviteeDto extends UserDataDto {
  /** read-only on the form; compared, never changed */
  @EmailField({ label: L.workEmail, kind: 'work' })
  workEmail?: string | null;

  @TextField({ label: L.middleName })
  middleName?: string | null;

  @SsnField({ label: L.ssn, required: true })
  ssn: string;

  @EnumField(GENDER, { label: L.genderType, required: true })
  genderType: Gender;

  @EnumField(MARITAL_STATUS, { label: L.maritalStatus, required: true })
  maritalStatus: MaritalStatus;

  @DayField({ label: L.birthDate, required: true })
  birthDate: string;

  @NestedField(() => InviteeBirthAddressDto, { label: 'Place of Birth' })
  birthAddress?: InviteeBirthAddressDto | null;

  @RefIdField({ label: L.citizenshipCountryId, required: true })
  citizenshipCountryId: number;

  @EnumField(CITIZENSHIP_TYPE, { label: L.citizenshipType, required: true })
  citizenshipType: CitizenshipType;

  /** only (and then required) for DUAL_CITIZENSHIP */
  @RefIdField({ label: L.secondCitizenshipCountryId })
  secondCitizenshipCountryId?: number | null;

  /** the birth date for BORN_IN_US (set by the server); cleared otherwise unless given */
  @DayField({ label: L.usCitizenshipDate })
  usCitizenshipDate?: string | null;

  @TextField({ label: 'Alien Registration Number' })
  alienRegistrationNumber?: string | null;

  @TextField({ label: 'Passport Number' })
  passportNumber?: string | null;

  @DayField({ label: L.passportIssueDate })
  passportIssueDate?: string | null;

  @DayField({ label: L.passportExpiryDate })
  passportExpiryDate?: string | null;
}

/** GET /invite/summary: the dashboard tile "invitations not completed". */
export class InvitationSummaryView {
  /** invitations out whose form is not submitted yet */
  notCompleted: number;
  /** …of which the link has expired (to re-send) */
  expired: number;
  /** submitted forms waiting for the security office's review */
  submittedForReview: number;
}
