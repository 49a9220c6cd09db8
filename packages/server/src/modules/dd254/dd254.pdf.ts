import PDFDocument from 'pdfkit';
import {
  DD254_ACCESS,
  DD254_BLOCKS,
  DD254_CLEARANCE,
  DD254_DISTRIBUTION,
  DD254_KIND,
  DD254_PERFORMANCE,
  DD254_SAFEGUARDING,
  DD254_STATUS,
  DD254_TITLE,
} from '@clearline/shared';
import type { Dd254View } from './dd254.dto';

/** A line of a box: a caption with its value, a yes/no pair of checkboxes, or a checkbox with its label. */
type Line =
  | { kind: 'field'; label: string; value: string | null | undefined }
  | { kind: 'check'; label: string; checked: boolean }
  | { kind: 'yesNo'; label: string; yes: boolean }
  | { kind: 'text'; value: string | null | undefined };

const field = (label: string, value: string | null | undefined): Line => ({ kind: 'field', label, value });
const check = (label: string, checked: boolean): Line => ({ kind: 'check', label, checked });
const yesNo = (label: string, yes: boolean): Line => ({ kind: 'yesNo', label, yes });
const text = (value: string | null | undefined): Line => ({ kind: 'text', value });

/** One numbered block of the form: its heading and lines, `width` a share of the row. */
interface Box {
  title: string;
  lines: Line[];
  width?: number;
}

const MARGIN = 28;
const PAD = 3;
const LABEL_SIZE = 6.5;
const VALUE_SIZE = 8;
const BOX = 7;

/** MM/DD/YYYY as the form writes dates. */
const day = (v: string | null | undefined): string => (v ? `${v.slice(5, 7)}/${v.slice(8, 10)}/${v.slice(0, 4)}` : '');

/**
 * The DD Form 254 as a PDF laid out like the form: the title, then the numbered blocks in boxes (rows of
 * boxes side by side where the form has them), checkboxes marked X for the answers, the yes/no items with
 * both boxes, every stored value printed.
 */
export function renderDd254Pdf(v: Dd254View): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `DD Form 254 — ${v.contractNumber}`, Subject: DD254_TITLE },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const usable = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 14;
  let y = MARGIN;
  let page = 1;

  const footer = () => {
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('black')
      .text(
        `DD FORM 254 — ${v.contractNumber} — ${DD254_KIND[v.kind]}${v.kind === 'REVISED' ? ` ${v.revisionNumber}` : ''} (${DD254_STATUS[v.status]}) — page ${page}`,
        left,
        doc.page.height - MARGIN - 8,
        { width: usable, align: 'right', lineBreak: false },
      );
  };

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(11).text(DD254_TITLE, left, y, { width: usable, align: 'center' });
    y = doc.y + 1;
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('(The requirements of the National Industrial Security Program apply to all security aspects of this effort.)', left, y, {
        width: usable,
        align: 'center',
      });
    y = doc.y + 4;
    if (v.status === 'DRAFT') {
      doc.font('Helvetica-Bold').fontSize(8).fillColor('#b00020').text('DRAFT — NOT ISSUED', left, y, { width: usable, align: 'center' });
      doc.fillColor('black');
      y = doc.y + 3;
    }
  };

  /** Height of one line inside a box of inner width w. */
  const lineHeight = (l: Line, w: number): number => {
    if (l.kind === 'field') {
      doc.font('Helvetica').fontSize(LABEL_SIZE);
      const lh = doc.heightOfString(l.label, { width: w });
      doc.font('Helvetica').fontSize(VALUE_SIZE);
      return lh + (l.value ? doc.heightOfString(l.value, { width: w }) : VALUE_SIZE + 1) + 2;
    }
    if (l.kind === 'text') {
      doc.font('Helvetica').fontSize(VALUE_SIZE);
      return (l.value ? doc.heightOfString(l.value, { width: w }) : VALUE_SIZE + 1) + 2;
    }
    const labelWidth = l.kind === 'yesNo' ? w - 62 : w - BOX - 4;
    doc.font('Helvetica').fontSize(VALUE_SIZE - 0.5);
    return Math.max(BOX + 2, doc.heightOfString(l.label, { width: labelWidth }) + 2);
  };

  const checkbox = (x: number, top: number, checked: boolean) => {
    doc.lineWidth(0.6).rect(x, top, BOX, BOX).stroke();
    if (checked) {
      doc
        .font('Helvetica-Bold')
        .fontSize(VALUE_SIZE)
        .text('X', x + 1.2, top - 0.2, { width: BOX, lineBreak: false });
    }
  };

  const drawLine = (l: Line, x: number, top: number, w: number) => {
    if (l.kind === 'field') {
      doc.font('Helvetica').fontSize(LABEL_SIZE).fillColor('#333333').text(l.label, x, top, { width: w });
      doc
        .fillColor('black')
        .font('Helvetica')
        .fontSize(VALUE_SIZE)
        .text(l.value || ' ', x, doc.y, { width: w });
      return;
    }
    if (l.kind === 'text') {
      doc
        .font('Helvetica')
        .fontSize(VALUE_SIZE)
        .text(l.value || ' ', x, top, { width: w });
      return;
    }
    if (l.kind === 'check') {
      checkbox(x, top + 0.5, l.checked);
      doc
        .font('Helvetica')
        .fontSize(VALUE_SIZE - 0.5)
        .text(l.label, x + BOX + 4, top, { width: w - BOX - 4 });
      return;
    }
    const labelWidth = w - 62;
    doc
      .font('Helvetica')
      .fontSize(VALUE_SIZE - 0.5)
      .text(l.label, x, top, { width: labelWidth });
    const bx = x + labelWidth + 4;
    checkbox(bx, top + 0.5, l.yes);
    doc
      .font('Helvetica')
      .fontSize(LABEL_SIZE)
      .text('YES', bx + BOX + 2, top + 1, { lineBreak: false });
    checkbox(bx + 30, top + 0.5, !l.yes);
    doc
      .font('Helvetica')
      .fontSize(LABEL_SIZE)
      .text('NO', bx + 30 + BOX + 2, top + 1, { lineBreak: false });
  };

  const titleHeight = (title: string, w: number) => {
    doc.font('Helvetica-Bold').fontSize(7);
    return doc.heightOfString(title.toUpperCase(), { width: w }) + 2;
  };

  /** A row of boxes side by side, all as tall as the tallest; a new page when it does not fit. */
  const row = (boxes: Box[]) => {
    const total = boxes.reduce((s, b) => s + (b.width ?? 1), 0);
    const widths = boxes.map((b) => ((b.width ?? 1) / total) * usable);
    const heights = boxes.map(
      (b, i) => PAD * 2 + titleHeight(b.title, widths[i] - 2 * PAD) + b.lines.reduce((s, l) => s + lineHeight(l, widths[i] - 2 * PAD), 0),
    );
    const h = Math.max(...heights);
    if (y + h > bottom) {
      footer();
      doc.addPage();
      page += 1;
      y = MARGIN;
    }
    let x = left;
    boxes.forEach((b, i) => {
      const w = widths[i];
      doc.lineWidth(0.8).rect(x, y, w, h).stroke();
      let cy = y + PAD;
      doc
        .font('Helvetica-Bold')
        .fontSize(7)
        .text(b.title.toUpperCase(), x + PAD, cy, { width: w - 2 * PAD });
      cy += titleHeight(b.title, w - 2 * PAD);
      for (const l of b.lines) {
        drawLine(l, x + PAD, cy, w - 2 * PAD);
        cy += lineHeight(l, w - 2 * PAD);
      }
      x += w;
    });
    y += h;
  };

  header();

  row([
    {
      title: DD254_BLOCKS.b1,
      lines: [
        field(
          'a. Level of facility security clearance (FCL) required',
          v.facilityClearance ? DD254_CLEARANCE[v.facilityClearance].toUpperCase() : null,
        ),
        field(
          'b. Level of safeguarding for classified information/material required at contractor facility',
          v.safeguardingLevel ? DD254_SAFEGUARDING[v.safeguardingLevel].toUpperCase() : null,
        ),
      ],
    },
    {
      title: DD254_BLOCKS.b2,
      lines: [
        field('a. Prime contract number', v.primeContractNumber),
        field('b. Subcontract number', v.subcontractNumber),
        field(
          'c. Solicitation or other number / due date',
          [v.solicitationNumber, day(v.solicitationDueDate)].filter(Boolean).join(' — ') || null,
        ),
      ],
    },
    {
      title: DD254_BLOCKS.b3,
      lines: [
        check('a. Original (complete date in all cases)', v.kind === 'ORIGINAL' || !!v.originalDate),
        text(`     Date: ${day(v.originalDate)}`),
        check('b. Revised (supersedes all previous specifications)', v.kind === 'REVISED' || v.revisionNumber > 0),
        text(`     Revision no.: ${v.revisionNumber > 0 ? v.revisionNumber : ''}     Date: ${day(v.revisionDate)}`),
        check('c. Final (complete item 5 in all cases)', v.kind === 'FINAL'),
        text(`     Date: ${day(v.finalDate)}`),
      ],
    },
  ]);

  row([
    {
      title: DD254_BLOCKS.b4,
      lines: [
        yesNo('If yes, complete the following:', v.followOn),
        field(
          'Classified material received or generated under (preceding contract number) is transferred to this follow-on contract',
          v.precedingContractNumber,
        ),
      ],
    },
    {
      title: DD254_BLOCKS.b5,
      lines: [
        yesNo('If yes, complete the following:', v.finalRetention),
        field("In response to the contractor's request dated", day(v.retentionRequestDate) || null),
        field('retention of the classified material is authorized for the period of', v.retentionPeriod),
      ],
    },
  ]);

  const party = (
    title: string,
    name: string | null,
    address: string | null,
    cage: string | null,
    csoName: string | null,
    csoAddress: string | null,
  ): Box[] => [
    { title, lines: [field('a. Name, address, and ZIP code', [name, address].filter(Boolean).join('\n') || null)], width: 2 },
    { title: 'b. CAGE code', lines: [text(cage)], width: 0.6 },
    {
      title: 'c. Cognizant security office (CSO) (name, address, and ZIP code)',
      lines: [text([csoName, csoAddress].filter(Boolean).join('\n') || null)],
      width: 2,
    },
  ];
  row(party(DD254_BLOCKS.b6, v.contractorName, v.contractorAddress, v.contractorCage, v.contractorCsoName, v.contractorCsoAddress));
  row(
    party(
      DD254_BLOCKS.b7,
      v.subcontractorName,
      v.subcontractorAddress,
      v.subcontractorCage,
      v.subcontractorCsoName,
      v.subcontractorCsoAddress,
    ),
  );
  row([
    { title: DD254_BLOCKS.b8, lines: [field('a. Location', v.performanceLocation)], width: 2 },
    { title: 'b. CAGE code', lines: [text(v.performanceCage)], width: 0.6 },
    {
      title: 'c. Cognizant security office (CSO) (name, address, and ZIP code)',
      lines: [text([v.performanceCsoName, v.performanceCsoAddress].filter(Boolean).join('\n') || null)],
      width: 2,
    },
  ]);
  row([{ title: DD254_BLOCKS.b9, lines: [text(v.procurementDescription)] }]);

  const access = Object.entries(DD254_ACCESS).map(([k, label]) => yesNo(label, v.accessRequired.includes(k as never)));
  if (v.accessOther) access.push(field('k. Other (specify)', v.accessOther));
  const perf = Object.entries(DD254_PERFORMANCE).map(([k, label]) => yesNo(label, v.performanceRequirements.includes(k as never)));
  if (v.performanceOther) perf.push(field('m. Other (specify)', v.performanceOther));
  row([
    { title: `${DD254_BLOCKS.b10}:`, lines: access },
    { title: `${DD254_BLOCKS.b11}:`, lines: perf },
  ]);

  row([
    {
      title: DD254_BLOCKS.b12,
      lines: [
        text(
          'Any information (classified or unclassified) pertaining to this contract shall not be released for public dissemination except as provided by the NISPOM or unless it has been approved for public release by appropriate U.S. Government authority. Proposed public releases shall be submitted for approval prior to release',
        ),
        check('Direct', v.publicRelease === 'DIRECT'),
        check(`Through (specify): ${v.publicReleaseThrough ?? ''}`, v.publicRelease === 'THROUGH'),
        field('to the following for review', v.publicReleaseTo),
      ],
    },
  ]);
  row([{ title: DD254_BLOCKS.b13, lines: [text(v.securityGuidance)] }]);
  row([
    {
      title: DD254_BLOCKS.b14,
      lines: [
        yesNo('Requirements, in addition to NISPOM requirements, are established for this contract.', v.additionalRequirements),
        text(v.additionalRequirementsText),
      ],
    },
  ]);
  row([
    {
      title: DD254_BLOCKS.b15,
      lines: [
        yesNo('Elements of this contract are outside the inspection responsibility of the CSO.', v.inspections),
        text(v.inspectionsText),
      ],
    },
  ]);
  row([
    {
      title: DD254_BLOCKS.b16,
      lines: [
        text(
          'Security requirements stated herein are complete and adequate for safeguarding the classified information to be released or generated under this classified effort.',
        ),
        field('a. Typed name of certifying official', v.certifierName),
        field('b. Title', v.certifierTitle),
        field('c. Telephone (include area code)', v.certifierPhone),
      ],
    },
    {
      title: ' ',
      lines: [
        field('d. Address (include ZIP code)', v.certifierAddress),
        field('e. E-mail address', v.certifierEmail),
        field('f. Signature', v.status === 'ISSUED' ? `/s/ ${v.certifierName ?? ''}` : null),
        field('g. Date signed', day(v.certifiedDate) || null),
      ],
    },
    {
      title: DD254_BLOCKS.b17,
      lines: [
        ...Object.entries(DD254_DISTRIBUTION).map(([k, label]) => check(label, v.distribution.includes(k as never))),
        ...(v.distributionOther ? [field('Others', v.distributionOther)] : []),
      ],
    },
  ]);

  y += 6;
  if (y + 20 < bottom) {
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#333333')
      .text(
        `${DD254_KIND[v.kind]}${v.kind === 'REVISED' ? ` ${v.revisionNumber}` : ''} — ${DD254_STATUS[v.status]}${v.issuedAt ? ` ${day(v.issuedAt.slice(0, 10))}` : ''}${v.nextReviewDate ? ` — next review ${day(v.nextReviewDate)}` : ''}`,
        left,
        y,
        { width: usable },
      );
    doc.fillColor('black');
  }
  footer();
  doc.end();
  return done;
}
