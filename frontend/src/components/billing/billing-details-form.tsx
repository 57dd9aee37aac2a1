import { Button, Col, Form, Input, Row, Select } from 'antd';
import type { BillingCustomer } from '@stacklens/contracts';

/** ISO 3166-1 alpha-2 codes (Stripe's `address.country`). */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Tax id types offered (Stripe's `tax_id.type`; Stripe validates the value for the type). */
const TAX_ID_TYPES = [
  { value: 'eu_vat', label: 'EU VAT number' },
  { value: 'gb_vat', label: 'UK VAT number' },
  { value: 'ch_vat', label: 'Swiss VAT number' },
  { value: 'no_vat', label: 'Norwegian VAT number' },
  { value: 'us_ein', label: 'US EIN' },
  { value: 'ca_bn', label: 'Canadian BN' },
  { value: 'au_abn', label: 'Australian ABN' },
  { value: 'in_gst', label: 'Indian GST number' },
];

let countryOptions: { value: string; label: string }[] | null = null;

function countries(): { value: string; label: string }[] {
  if (!countryOptions) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countryOptions = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
      (a, b) => a.label.localeCompare(b.label),
    );
  }
  return countryOptions;
}

/** The form's values: the billing details flattened (one optional tax id). */
interface DetailsValues {
  name: string;
  email: string;
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  state?: string;
  country: string;
  taxIdType?: string;
  taxIdValue?: string;
}

function toValues(customer: BillingCustomer | null, email: string): Partial<DetailsValues> {
  if (!customer) return { email };
  return {
    name: customer.name,
    email: customer.email,
    line1: customer.address.line1,
    line2: customer.address.line2 ?? undefined,
    postalCode: customer.address.postalCode,
    city: customer.address.city,
    state: customer.address.state ?? undefined,
    country: customer.address.country,
    taxIdType: customer.taxIds[0]?.type,
    taxIdValue: customer.taxIds[0]?.value,
  };
}

function toCustomer(values: DetailsValues): BillingCustomer {
  const taxValue = values.taxIdValue?.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    address: {
      line1: values.line1.trim(),
      line2: values.line2?.trim() || null,
      postalCode: values.postalCode.trim(),
      city: values.city.trim(),
      state: values.state?.trim() || null,
      country: values.country,
    },
    taxIds: taxValue && values.taxIdType ? [{ type: values.taxIdType, value: taxValue }] : [],
  };
}

/**
 * Billing details of the customer: name, email, address and an optional tax id. Server
 * problems (e.g. an invalid tax id) are shown by the caller.
 */
export function BillingDetailsForm({
  customer,
  email,
  saving,
  submitLabel,
  onSubmit,
}: {
  customer: BillingCustomer | null;
  email: string;
  saving: boolean;
  submitLabel: string;
  onSubmit: (details: BillingCustomer) => void;
}) {
  const [form] = Form.useForm<DetailsValues>();
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Form<DetailsValues>
      form={form}
      layout="vertical"
      initialValues={toValues(customer, email)}
      onFinish={(values) => onSubmit(toCustomer(values))}
      requiredMark="optional"
      aria-label="Billing details"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Name or company" name="name" rules={required('Enter the name to invoice.')}>
            <Input autoComplete="billing name" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Billing email"
            name="email"
            rules={[{ required: true, type: 'email', message: 'Enter a valid email address.' }]}
          >
            <Input autoComplete="billing email" maxLength={254} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Address" name="line1" rules={required('Enter the street address.')}>
        <Input autoComplete="billing address-line1" maxLength={200} />
      </Form.Item>
      <Form.Item label="Address line 2" name="line2">
        <Input autoComplete="billing address-line2" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Postal code" name="postalCode" rules={required('Enter the postal code.')}>
            <Input autoComplete="billing postal-code" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="City" name="city" rules={required('Enter the city.')}>
            <Input autoComplete="billing address-level2" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="State or region" name="state">
            <Input autoComplete="billing address-level1" maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Country" name="country" rules={[{ required: true, message: 'Choose a country.' }]}>
        <Select showSearch optionFilterProp="label" options={countries()} aria-label="Country" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item label="Tax ID type" name="taxIdType">
            <Select allowClear options={TAX_ID_TYPES} aria-label="Tax ID type" />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            label="Tax ID"
            name="taxIdValue"
            dependencies={['taxIdType']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  value?.trim() && !getFieldValue('taxIdType')
                    ? Promise.reject(new Error('Choose the tax ID type.'))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
