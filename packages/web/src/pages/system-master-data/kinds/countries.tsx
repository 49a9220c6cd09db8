import { useMemo } from 'react';
import { BooleanField, DataTable } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  ALPHA2_PATTERN,
  ALPHA3_PATTERN,
  COUNTRY_TABS,
  DEFAULT_COUNTRY_ID,
  DUPLICATE_COUNTRY_CODE_MESSAGES,
  MASTER_DATA_ITEMS,
  MASTER_DATA_LABELS as L,
  MASTER_DATA_MESSAGES as M,
  NUMERIC_COUNTRY_CODE_PATTERN,
  SYSTEM_MASTER_DATA_KINDS,
} from '@clearline/shared';
import type { RaRecord } from 'react-admin';
import type { Schema } from '../../../api/client';
import { CountrySelect, FlagInput, inlineError, LimitedTextInput, useCountries, type FieldValidator } from '../../../components/inputs';
import { DialogList, masterDataResource, MasterDataTabs, type MasterDataKind } from '../../../lib/master-data';

const countries = masterDataResource({
  name: 'system-countries',
  apiPath: 'system-master-data/country',
  module: 'MASTER_DATA',
  one: 'country',
  many: 'countries',
});
const aliases = masterDataResource({
  name: 'system-country-aliases',
  apiPath: 'system-master-data/country-other-name',
  module: 'MASTER_DATA',
  one: 'country alias',
  many: 'country aliases',
});
const states = masterDataResource({
  name: 'system-states',
  apiPath: 'system-master-data/state',
  module: 'MASTER_DATA',
  one: 'state',
  many: 'states',
});

/** A code that must match a pattern, with the spec's message (spec 03 §5). */
const codeRule =
  (pattern: RegExp, message: string): FieldValidator =>
  (value) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && pattern.test(value))
      ? undefined
      : inlineError(message);

/** The home country when a row has none (spec 03 §5: fallback on edit). */
const withCountry = (r: RaRecord) => ({ ...r, countryId: r.countryId ?? DEFAULT_COUNTRY_ID });

/** Countries and states other screens keep for the session are read again after a change. */
const useReferenceRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['reference'] });
};

const CountryName = ({ id }: { id: number }) => {
  const { data } = useCountries();
  const names = useMemo(() => new Map((data ?? []).map((c) => [c.id, c.name])), [data]);
  return <>{names.get(id) ?? ''}</>;
};

const CountryCol = DataTable.Col<Schema<'CountryView'>>;
const CountryList = () => (
  <DialogList
    resource={countries}
    item={MASTER_DATA_ITEMS.country}
    sort={{ field: 'countryName', order: 'ASC' }}
    defaults={{ dniThreatListIncluded: false }}
    keepOpenOn={DUPLICATE_COUNTRY_CODE_MESSAGES}
    onChange={useReferenceRefresh()}
    toForm={(r) => ({
      id: r.id,
      countryName: r.countryName,
      alpha2CountryCode: r.alpha2CountryCode,
      alpha3CountryCode: r.alpha3CountryCode,
      numericCountryCode: r.numericCountryCode,
      dniThreatListIncluded: r.dniThreatListIncluded,
    })}
    columns={
      <>
        <CountryCol source="countryName" label={L.countryName} />
        <CountryCol source="alpha2CountryCode" label={L.alpha2CountryCode} />
        <CountryCol source="alpha3CountryCode" label={L.alpha3CountryCode} />
        <CountryCol source="numericCountryCode" label={L.numericCountryCode} />
        <CountryCol source="dniThreatListIncluded" label={L.dniThreatListIncluded}>
          <BooleanField source="dniThreatListIncluded" />
        </CountryCol>
      </>
    }
    inputs={
      <>
        <LimitedTextInput source="countryName" label={L.countryName} required />
        <LimitedTextInput source="alpha2CountryCode" label={L.alpha2CountryCode} required validate={codeRule(ALPHA2_PATTERN, M.alpha2)} />
        <LimitedTextInput source="alpha3CountryCode" label={L.alpha3CountryCode} required validate={codeRule(ALPHA3_PATTERN, M.alpha3)} />
        <LimitedTextInput
          source="numericCountryCode"
          label={L.numericCountryCode}
          validate={codeRule(NUMERIC_COUNTRY_CODE_PATTERN, M.numeric)}
        />
        <FlagInput source="dniThreatListIncluded" label={L.dniThreatListIncluded} />
      </>
    }
  />
);

const AliasCol = DataTable.Col<Schema<'CountryOtherNameView'>>;
const AliasList = () => (
  <DialogList
    resource={aliases}
    sort={{ field: 'otherName', order: 'ASC' }}
    item={MASTER_DATA_ITEMS.countryOtherName}
    defaults={{ countryId: DEFAULT_COUNTRY_ID }}
    toForm={(r) => ({ id: r.id, otherName: r.otherName, countryId: r.countryId ?? DEFAULT_COUNTRY_ID })}
    columns={
      <>
        <AliasCol source="otherName" label={L.otherName} />
        <AliasCol source="countryId" label={L.country} render={(r) => r.countryName} />
      </>
    }
    inputs={
      <>
        <LimitedTextInput source="otherName" label={L.otherName} required />
        <CountrySelect source="countryId" label={L.country} required />
      </>
    }
  />
);

const StateCol = DataTable.Col<Schema<'StateView'>>;
const StateList = () => (
  <DialogList
    resource={states}
    item={MASTER_DATA_ITEMS.state}
    sort={{ field: 'countryId', order: 'ASC' }}
    defaults={{ countryId: DEFAULT_COUNTRY_ID }}
    onChange={useReferenceRefresh()}
    toForm={(r) => withCountry({ id: r.id, stateName: r.stateName, stateCode: r.stateCode, countryId: r.countryId })}
    columns={
      <>
        <StateCol source="stateName" label={L.stateName} />
        <StateCol source="stateCode" label={L.stateCode} />
        <StateCol source="countryId" label={L.country} render={(r) => <CountryName id={r.countryId} />} />
      </>
    }
    inputs={
      <>
        <LimitedTextInput source="stateName" label={L.stateName} required />
        <LimitedTextInput source="stateCode" label={L.stateCode} required />
        <CountrySelect source="countryId" label={L.country} required />
      </>
    }
  />
);

export const countriesKind: MasterDataKind = {
  key: 'countries',
  label: SYSTEM_MASTER_DATA_KINDS.countries,
  render: () => (
    <MasterDataTabs
      tabs={[
        { key: 'countries', label: COUNTRY_TABS.countries, render: () => <CountryList /> },
        { key: 'aliases', label: COUNTRY_TABS.aliases, render: () => <AliasList /> },
        { key: 'states', label: COUNTRY_TABS.states, render: () => <StateList /> },
      ]}
    />
  ),
};
