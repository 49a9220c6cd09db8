/**
 * How a request class of the API is held to its shared field lists. In `FieldListOf<Dto, Listed, ByName>`,
 * `Listed` names the fields of the shared lists and `ByName` the fields each side handles by name (lists, nested
 * objects, answer-only fields, the version); both must be properties of the class. The type is a list of the
 * class's fields when every property of the class is listed or named, and otherwise names the fields left out,
 * so `LIST satisfies FieldListOf<…>` stops the build when the class and the shared lists part ways.
 */
export type FieldListOf<Dto, Listed extends keyof Dto, ByName extends keyof Dto = never> = [Exclude<keyof Dto, Listed | ByName>] extends [
  never,
]
  ? ReadonlyArray<keyof Dto>
  : { readonly unlistedFields: Exclude<keyof Dto, Listed | ByName> };
