/** What other modules and the app may use of this module; they import it only from here. */
export { ContractsModule } from './contracts.module';
export { ContractsService, registerDd254ReviewDue } from './contracts.service';
export { Contract, ContractAssignment } from './contract.entity';
export { ContractDocument, ContractSubcontractor } from './contract-parts.entity';
export {
  contractEffectiveStatusSql,
  contractVisibility,
  seesContract,
  visibleContractOr404,
  visibleContractSql,
  type ContractVisibility,
} from './contract-scope';
