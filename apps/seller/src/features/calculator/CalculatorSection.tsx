import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CountrySelect } from './CountrySelect';
import { useCountries, useSelectedCountry } from './use-countries';

const FEES_COVERED = [
  'Listing fee: 0.20 USD per item, in your currency',
  'Transaction fee: 6.5% of item price, shipping and gift wrap',
  'Payment processing by your bank country',
  'Offsite ads: 15% or 12%, capped per order',
  'VAT or sales tax, discounts, free shipping',
];

export function CalculatorSection() {
  const { countries, offline } = useCountries();
  const [country, setCountry] = useSelectedCountry();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Know what you keep from every sale
        </Title>
        <Text c="dimmed" mt={6} maw={640}>
          Every fee the marketplace takes, to the cent, and the price to charge for the profit you want.
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                Your shop
              </Title>
              <Badge variant="light">Fees by country</Badge>
            </Group>
            <CountrySelect countries={countries} value={country} onChange={setCountry} offline={offline} />
          </Stack>
        </Card>

        <Card bg="var(--mantine-color-margin-0)">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Profit calculator
            </Title>
            <Text size="sm">
              The calculator is on its way in the next release. It will count every one of these for your
              country:
            </Text>
            <List
              size="sm"
              spacing={6}
              icon={
                <ThemeIcon size={18} radius="xl" variant="light">
                  <span aria-hidden="true">✓</span>
                </ThemeIcon>
              }
            >
              {FEES_COVERED.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
