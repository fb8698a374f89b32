import { IMPORTABLE_FIELDS } from '@clinio/contracts';
import { AppError } from '../../errors/app-error';

export type ImportableField = (typeof IMPORTABLE_FIELDS)[number];
/** `{ first_name: 'First Name', ... }`: a field to the header of the column that fills it. */
export type FieldMapping = Partial<Record<ImportableField, string>>;

/** A header as compared: lower case, letters and digits only ("E-mail" and "email" are one). */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The headers clinics' exports use for each field, as header keys. The first field whose list
 * holds a header's key takes that column; each column fills one field at most.
 */
const SYNONYMS: Record<ImportableField, readonly string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'given', 'forename', 'fname', 'patientfirstname', 'name1'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'family', 'lname', 'patientlastname', 'name2'],
  preferred_name: ['preferredname', 'preferred', 'nickname', 'knownas', 'goesby'],
  date_of_birth: ['dateofbirth', 'dob', 'birthdate', 'birthday', 'born', 'birth', 'dateborn', 'bdate'],
  sex: ['sex', 'gender', 'sexatbirth', 'biologicalsex'],
  gender_identity: ['genderidentity', 'identity', 'pronouns'],
  email: ['email', 'emailaddress', 'mail', 'eaddress', 'emailid'],
  phone_number: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'homephone',
    'contactnumber',
  ],
  address_line1: ['address', 'addressline1', 'address1', 'street', 'streetaddress', 'addr1'],
  address_line2: ['addressline2', 'address2', 'apartment', 'suite', 'unit', 'addr2'],
  city: ['city', 'town', 'locality'],
  region: ['region', 'state', 'province', 'county', 'stateprovince'],
  postal_code: ['postalcode', 'zip', 'zipcode', 'postcode', 'postal'],
  country: ['country', 'countrycode'],
  emergency_contact_name: ['emergencycontact', 'emergencycontactname', 'emergencyname', 'nextofkin', 'ice'],
  emergency_contact_phone: ['emergencyphone', 'emergencycontactphone', 'emergencynumber', 'icephone'],
  emergency_contact_relationship: ['emergencyrelationship', 'emergencycontactrelationship', 'relationship'],
  insurance: ['insurance', 'insurer', 'insuranceprovider', 'insurancedetails', 'policy', 'plan'],
  allergies: ['allergies', 'allergy', 'knownallergies'],
  alerts: ['alerts', 'alert', 'medicalalerts', 'warnings'],
  tags: ['tags', 'tag', 'labels', 'groups'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'staffnotes'],
};

/** The mapping guessed from the file's headers (exact synonyms only: a wrong guess costs more than none). */
export function guessMapping(headers: readonly string[]): FieldMapping {
  const mapping: FieldMapping = {};
  const taken = new Set<string>();
  for (const field of IMPORTABLE_FIELDS) {
    const synonyms = SYNONYMS[field];
    // Earlier synonyms win: "Phone" over "Home phone" for phone_number when both exist.
    for (const synonym of synonyms) {
      const header = headers.find((name) => !taken.has(name) && headerKey(name) === synonym);
      if (header !== undefined) {
        mapping[field] = header;
        taken.add(header);
        break;
      }
    }
  }
  // "Name" / "Full name" alone: nothing to split safely; the user maps it.
  return mapping;
}

/** The columns' positions for a mapping checked against the file's headers (400 naming the field). */
export function columnsOf(mapping: FieldMapping, headers: readonly string[]): Map<ImportableField, number> {
  const fields: { field: string; message: string }[] = [];
  const columns = new Map<ImportableField, number>();
  for (const [field, header] of Object.entries(mapping) as [ImportableField, string | undefined][]) {
    if (header === undefined || header === '') continue;
    const index = headers.indexOf(header);
    if (index === -1)
      fields.push({ field: `mapping.${field}`, message: `The file has no column "${header}"` });
    else columns.set(field, index);
  }
  if (fields.length > 0) {
    throw new AppError(400, 'validation_error', fields.map((item) => item.message).join('; '), { fields });
  }
  return columns;
}

/** The mapping as stored and answered (only mapped fields). */
export function cleanMapping(mapping: Readonly<Record<string, string | undefined>>): FieldMapping {
  const clean: FieldMapping = {};
  for (const field of IMPORTABLE_FIELDS) {
    const header = mapping[field];
    if (header) clean[field] = header;
  }
  return clean;
}
