import { DataList } from '@chakra-ui/react';
import type { InvitationPreview } from '@clinio/contracts';

/** 'super_admin' reads 'Super admin'. */
export function roleLabel(role: string): string {
  const words = role.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who invited whom to what, before the person accepts. */
export function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  const rows = [
    { label: 'Clinic', value: invitation.clinic_name },
    { label: 'Role', value: roleLabel(invitation.role_name) },
    { label: 'Email', value: invitation.email },
  ];
  return (
    <DataList.Root orientation="horizontal" bg="bg.subtle" borderRadius="md" p="4" mb="6" gap="2">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel minWidth="16">{row.label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
