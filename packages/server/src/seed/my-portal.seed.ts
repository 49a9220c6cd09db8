import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';

/**
 * My Portal for the demo employee (employee.demo, Erin Employee): her home address, phones and emergency
 * contact, which she keeps current herself, and an action the security office asked of her and she completed
 * (the requests tab shows it beside her open actions). Runs after the compliance seeder made her record.
 */
export const myPortalSeeder: Seeder = {
  name: 'my-portal',
  async run(em: EntityManager): Promise<void> {
    const tenant = DEMO_TENANT_ID;
    const erin = seedId('person:employee-demo');
    const [person] = await em.query(`SELECT 1 FROM personnel WHERE id = $1`, [erin]);
    if (!person) return;
    await em.query(
      `INSERT INTO personnel_contact (id, tenant_id, personnel_id, contact_type_enum, street1, city, state, zip_code, country_id,
         home_phone_number, cell_phone_number, preferred_phone_type, personal_email_address, position)
       VALUES ($1, $2, $3, 'PERSONAL', '4410 Glebe Road', 'Arlington', 'VA', '22203', 236, '703-555-0161', '571-555-0161', 'CELL',
               'erin.employee@mail.example', 0)
       ON CONFLICT (id) DO NOTHING`,
      [seedId('contact:employee-demo:personal'), tenant, erin],
    );
    await em.query(
      `INSERT INTO personnel_contact (id, tenant_id, personnel_id, contact_type_enum, contact_name, contact_relationship_type,
         cell_phone_number, position)
       VALUES ($1, $2, $3, 'EMERGENCY', 'Daniel Employee', 'SPOUSE', '571-555-0162', 1)
       ON CONFLICT (id) DO NOTHING`,
      [seedId('contact:employee-demo:emergency'), tenant, erin],
    );
    await em.query(
      `INSERT INTO open_action (id, tenant_id, personnel_id, action_type, title, description, state, completed_at, created_at, updated_at)
       VALUES ($1, $2, $3, 'OTHER', 'Return your temporary visitor badge',
               'The temporary badge issued while your facility badge was replaced goes back to the security office.',
               'COMPLETED', now() - interval '20 days', now() - interval '34 days', now() - interval '20 days')
       ON CONFLICT (id) DO NOTHING`,
      [seedId('open-action:employee-demo:badge-return'), tenant, erin],
    );
  },
};
