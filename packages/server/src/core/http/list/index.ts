export {
  defineList,
  type ListDefinition,
  type ListDefinitionInput,
  type ListFilterDefinition,
  type ListFilterType,
} from './list-definition';
export { type ListCondition, parseList, type ParsedList } from './parse-list';
export { applyList, GIVEN_ORDER, listSql, type ListSql, orderBy, pageInMemory, pageOf, pageOfSql, type SqlListSource } from './list-sql';
export { ListEndpoint, listQueryParameters } from './list-endpoint.decorator';
