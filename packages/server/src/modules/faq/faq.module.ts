import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SystemFaqController, TenantFaqController } from './faq.controller';
import { SystemFaq, TenantFaq } from './faq.entity';
import { FaqService } from './faq.service';

/** FAQs of system master data (MASTER_DATA) and tenant master data (TENANT_MASTER), and their readers' lists. */
@Module({
  imports: [TypeOrmModule.forFeature([SystemFaq, TenantFaq])],
  controllers: [SystemFaqController, TenantFaqController],
  providers: [FaqService],
})
export class FaqModule {}
