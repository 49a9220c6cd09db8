import {
  FOREIGN_TRAVEL_DEBRIEF_MESSAGES,
  FOREIGN_TRAVEL_MAX_DESTINATIONS,
  FOREIGN_TRAVEL_MAX_EMERGENCY_CONTACTS,
  FOREIGN_TRAVEL_MESSAGES,
  FOREIGN_TRAVEL_TYPE,
  INCIDENT_STATUS,
  TEXT_LIMITS,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  NestedField,
  PatternField,
  RefIdField,
  TextField,
  UuidField,
} from '../../../core/http/fields';

const L = FOREIGN_TRAVEL_MESSAGES.labels;
const D = FOREIGN_TRAVEL_DEBRIEF_MESSAGES.labels;

/** Descriptions of what happened: longer than a form's multiline note. */

/** Digits, spaces, +, -, . and parentheses: foreign numbers are written many ways. */
const PHONE = /^\+?[0-9 ().-]{7,25}$/;

/** One country of the trip, in itinerary order (the row number is its position). */
export class ForeignTravelDestinationInputDto {
  @RefIdField({ label: L.countryId, required: true })
  countryId: number;

  /** cities or regions visited in the country */
  @TextField({ label: L.cities, multiline: true })
  cities?: string | null;

  /** within the trip (departure date to return date) */
  @DayField({ label: L.arrivalDate, required: true })
  arrivalDate: string;

  /** not before the arrival, within the trip */
  @DayField({ label: L.destinationDepartureDate, required: true })
  departureDate: string;

  @TextField({ label: L.destinationPurpose, multiline: true })
  purpose?: string | null;

  /** hotel or address where the person stays */
  @TextField({ label: L.lodging, multiline: true })
  lodging?: string | null;
}

/** Whom the security office calls when the traveller cannot be reached. */
export class ForeignTravelEmergencyContactInputDto {
  @TextField({ label: L.fullName, required: true })
  fullName: string;

  @TextField({ label: L.relationship })
  relationship?: string | null;

  @PatternField({ label: L.phone, pattern: PHONE, message: FOREIGN_TRAVEL_MESSAGES.phoneInvalid })
  phone?: string | null;

  @EmailField({ label: L.email })
  email?: string | null;

  @RefIdField({ label: L.contactCountryId })
  countryId?: number | null;
}

/**
 * `details` of a FOREIGN_TRAVEL incident (POST /incidents, POST /incidents/me, PUT /incidents/{id}). The
 * departure and return dates are also the incident's (incident date = departure); the debrief falls due
 * five business days after the return. The destinations and emergency contacts sent replace the stored ones.
 */
export class ForeignTravelDetailsDto {
  @DayField({ label: L.departureDate, required: true })
  departureDate: string;

  /** not before the departure */
  @DayField({ label: L.returnDate, required: true })
  returnDate: string;

  @EnumField(FOREIGN_TRAVEL_TYPE, { label: L.travelType, required: true })
  travelType: string;

  @TextField({ label: L.purpose, required: true, max: TEXT_LIMITS.narrative })
  purpose: string;

  /** airline, flights, trains, border crossings */
  @TextField({ label: L.carrierItinerary, max: TEXT_LIMITS.narrative })
  carrierItinerary?: string | null;

  /** must be true before the travel is submitted (a draft may leave it false) */
  @BoolField({ label: L.preTravelBriefAcknowledged })
  preTravelBriefAcknowledged?: boolean | null;

  /** required when the brief is acknowledged; not after the departure */
  @DayField({ label: L.preTravelBriefDate })
  preTravelBriefDate?: string | null;

  /** 1 to 20 countries, in itinerary order */
  @NestedField(() => ForeignTravelDestinationInputDto, {
    label: L.destinations,
    list: true,
    required: true,
    maxItems: FOREIGN_TRAVEL_MAX_DESTINATIONS,
  })
  destinations: ForeignTravelDestinationInputDto[];

  /** 0 to 5 */
  @NestedField(() => ForeignTravelEmergencyContactInputDto, {
    label: L.emergencyContacts,
    list: true,
    maxItems: FOREIGN_TRAVEL_MAX_EMERGENCY_CONTACTS,
  })
  emergencyContacts?: ForeignTravelEmergencyContactInputDto[] | null;
}

/**
 * `details` of a FOREIGN_TRAVEL_DEBRIEF incident: the travel it closes (a submitted travel of the same
 * person, debriefed once) and the answers of the post-travel security debrief. Each "yes" needs its
 * description.
 */
export class ForeignTravelDebriefDetailsDto {
  @UuidField({ label: D.foreignTravelId, references: 'incident', required: true })
  foreignTravelId: string;

  /** not before the travel's return date */
  @DayField({ label: D.debriefDate, required: true })
  debriefDate: string;

  @BoolField({ label: D.contactWithForeignNationals, required: true })
  contactWithForeignNationals: boolean;

  @TextField({ label: D.foreignNationalContactDetails, max: TEXT_LIMITS.narrative })
  foreignNationalContactDetails?: string | null;

  @BoolField({ label: D.attemptsToObtainInformation, required: true })
  attemptsToObtainInformation: boolean;

  @TextField({ label: D.attemptsToObtainInformationDetails, max: TEXT_LIMITS.narrative })
  attemptsToObtainInformationDetails?: string | null;

  @BoolField({ label: D.unusualIncidents, required: true })
  unusualIncidents: boolean;

  @TextField({ label: D.unusualIncidentsDetails, max: TEXT_LIMITS.narrative })
  unusualIncidentsDetails?: string | null;

  @BoolField({ label: D.lostOrStolenItems, required: true })
  lostOrStolenItems: boolean;

  @TextField({ label: D.lostOrStolenItemsDetails, max: TEXT_LIMITS.narrative })
  lostOrStolenItemsDetails?: string | null;

  @BoolField({ label: D.devicesOutOfControl, required: true })
  devicesOutOfControl: boolean;

  @TextField({ label: D.devicesOutOfControlDetails, max: TEXT_LIMITS.narrative })
  devicesOutOfControlDetails?: string | null;

  @BoolField({ label: D.itineraryChanged, required: true })
  itineraryChanged: boolean;

  @TextField({ label: D.itineraryChangeDetails, max: TEXT_LIMITS.narrative })
  itineraryChangeDetails?: string | null;

  @TextField({ label: D.additionalComments, max: TEXT_LIMITS.narrative })
  additionalComments?: string | null;
}

// ---------------------------------------------------------------- answers

export class ForeignTravelDestinationView {
  id: string;
  /** the FOREIGN_TRAVEL incident */
  incidentId: string;
  sequence: number;
  countryId: number;
  countryName: string;
  cities: string | null;
  arrivalDate: string;
  departureDate: string;
  purpose: string | null;
  lodging: string | null;
  personnelId: string | null;
  /** "Last, First" of the traveller */
  personnelName: string | null;
  @EnumOf(INCIDENT_STATUS)
  travelStatus: string;
}

export class ForeignTravelEmergencyContactView {
  id: string;
  incidentId: string;
  fullName: string;
  relationship: string | null;
  phone: string | null;
  email: string | null;
  countryId: number | null;
  countryName: string | null;
  personnelId: string | null;
  personnelName: string | null;
}

/** A foreign travel as the lists answer it. */
export class ForeignTravelView {
  id: string;
  version: number;
  @EnumOf(INCIDENT_STATUS)
  status: string;
  personnelId: string | null;
  /** "Last, First" of the traveller */
  personnelName: string | null;
  facilityId: string | null;
  facilityName: string | null;
  departureDate: string | null;
  returnDate: string | null;
  /** five business days after the return */
  debriefDueDate: string | null;
  @EnumOf(FOREIGN_TRAVEL_TYPE, false)
  travelType: string | null;
  purpose: string | null;
  /** the countries, in itinerary order, joined with ", " */
  countries: string;
  preTravelBriefAcknowledged: boolean;
  selfReported: boolean;
  reportedDate: string;
  /** the debrief filed for it (any status), or null */
  debriefId: string | null;
  @EnumOf(INCIDENT_STATUS, false)
  debriefStatus: string | null;
  /** submitted, not closed, not debriefed (a filed debrief), and the return date has passed */
  debriefDue: boolean;
  /** debriefDue and the due date has passed */
  debriefOverdue: boolean;
  createdAt: string;
}

/** GET /incidents/foreign-travels/{id}: the list row with every detail, destination and emergency contact. */
export class ForeignTravelDetailView extends ForeignTravelView {
  title: string | null;
  description: string | null;
  carrierItinerary: string | null;
  preTravelBriefDate: string | null;
  submittedAt: string | null;
  destinations: ForeignTravelDestinationView[];
  emergencyContacts: ForeignTravelEmergencyContactView[];
}

/** A debrief as the lists answer it, with its answers. */
export class ForeignTravelDebriefView {
  id: string;
  version: number;
  @EnumOf(INCIDENT_STATUS)
  status: string;
  personnelId: string | null;
  personnelName: string | null;
  facilityId: string | null;
  facilityName: string | null;
  /** the travel debriefed */
  foreignTravelId: string | null;
  travelDepartureDate: string | null;
  travelReturnDate: string | null;
  travelDebriefDueDate: string | null;
  /** the travel's countries, in itinerary order */
  countries: string;
  debriefDate: string | null;
  /** any "yes" answer: the security office looks at it (and may report it, 32 CFR 117.8(c)) */
  anyReportable: boolean;
  /** the debrief's answers as filed (ForeignTravelDebriefDetailsDto) */
  details: ForeignTravelDebriefDetailsDto;
  selfReported: boolean;
  reportedDate: string;
  createdAt: string;
}
