import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Contract, ContractAssignment } from './contract.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Contract, ContractAssignment])],
})
export class ContractsModule {}
