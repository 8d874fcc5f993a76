import { Anchor, Text } from '@mantine/core';
import { siteConfig } from '@cert/domain/site/site-config';

/** Address and contact of the operator, from the one site configuration. */
export function OperatorAddress() {
  const { operator } = siteConfig;
  return (
    <Text component="address" fs="normal" mb="md">
      {operator.name}
      <br />
      {operator.programme}
      <br />
      {operator.street}
      <br />
      {operator.postalCode} {operator.city}
    </Text>
  );
}

/** A mail link; placeholders in square brackets are shown as text until the operator fills them in. */
export function MailLink({ address }: { address: string }) {
  if (address.startsWith('[')) return <>{address}</>;
  return <Anchor href={`mailto:${address}`}>{address}</Anchor>;
}

/** A phone link; placeholders in square brackets are shown as text. */
export function PhoneLink({ number }: { number: string }) {
  if (number.startsWith('[')) return <>{number}</>;
  return <Anchor href={`tel:${number.replace(/[^+\d]/g, '')}`}>{number}</Anchor>;
}
