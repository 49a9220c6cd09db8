import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { ContractAssignmentsService } from './contract-assignments.service';
import { ContractDocumentsService } from './contract-documents.service';
import { Contract, ContractAssignment } from './contract.entity';
import { ContractDocument, ContractSubcontractor } from './contract-parts.entity';
import { ContractAssignmentLookupController, ContractsController } from './contracts.controller';
import { ContractsService } from './contracts.service';

@Module({
  imports: [TypeOrmModule.forFeature([Contract, ContractAssignment, ContractSubcontractor, ContractDocument]), DocumentsModule],
  controllers: [ContractsController, ContractAssignmentLookupController],
  providers: [ContractsService, ContractAssignmentsService, ContractDocumentsService],
  exports: [ContractsService],
})
export class ContractsModule {}
