import { BooleanInput, DateInput, maxLength, maxValue, minValue, NumberInput, required, TextInput } from 'react-admin';
import { ChoiceArrayInput, ChoiceInput } from '../../components/inputs/ChoiceInput';
import { useFacilityChoices } from '../../lib/facilityChoices';
import type { ReportParameter } from '../scheduled-jobs/jobsApi';

const FacilityInput = ({ p }: { p: ReportParameter }) => {
  const facilities = useFacilityChoices();
  return (
    <ChoiceInput
      source={`parameters.${p.name}`}
      label={p.label}
      options={facilities.data ?? []}
      required={p.required}
      disabled={facilities.isPending}
    />
  );
};

/** The inputs of a report's parameters (GET /reports), under `parameters.<name>` in the form. */
export const ReportParameterInputs = ({ parameters }: { parameters: ReportParameter[] }) => (
  <>
    {parameters.map((p) => {
      const source = `parameters.${p.name}`;
      const validate = p.required ? [required(`${p.label} is required`)] : [];
      switch (p.kind) {
        case 'facility':
          return <FacilityInput key={p.name} p={p} />;
        case 'select': {
          const options = (p.options ?? []).map((o) => ({ id: o.value, name: o.label }));
          return p.multiple ? (
            <ChoiceArrayInput key={p.name} source={source} label={p.label} options={options} required={p.required} />
          ) : (
            <ChoiceInput key={p.name} source={source} label={p.label} options={options} required={p.required} />
          );
        }
        case 'date':
          return <DateInput key={p.name} source={source} label={p.label} validate={validate} />;
        case 'number':
          return (
            <NumberInput
              key={p.name}
              source={source}
              label={p.label}
              defaultValue={p.default as number | undefined}
              validate={[...validate, minValue(p.min ?? 0), maxValue(p.max ?? Number.MAX_SAFE_INTEGER)]}
            />
          );
        case 'boolean':
          return <BooleanInput key={p.name} source={source} label={p.label} defaultValue={p.default as boolean | undefined} />;
        default:
          return <TextInput key={p.name} source={source} label={p.label} validate={[...validate, maxLength(p.maxLength ?? 128)]} />;
      }
    })}
  </>
);

/** The declared parameters' values, without empty ones (what the API expects). */
export function parameterValues(parameters: ReportParameter[], values: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of parameters) {
    const v = values?.[p.name];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[p.name] = v;
  }
  return out;
}
