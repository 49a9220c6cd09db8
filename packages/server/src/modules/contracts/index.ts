/** What other modules and the app may use of this module; they import it only from here. */
export { ContractsModule } from './contracts.module';
export { ContractsService, dd254ReviewDueSql } from './contracts.service';
export { Contract, ContractAssignment } from './contract.entity';
export { ContractDocument, ContractSubcontractor } from './contract-parts.entity';
