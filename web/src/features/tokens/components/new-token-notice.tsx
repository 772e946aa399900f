// The secret of a token just created, shown this once: read-only, selectable,
// with a Copy button, and a warning that it will not be shown again.
import type { ApiTokenCreated } from '@recipe-book/schema/api-token';
import { SecretNotice } from '@/components/ui/secret-notice';

interface NewTokenNoticeProps {
  created: ApiTokenCreated;
  onDone: () => void;
}

export function NewTokenNotice({ created, onDone }: NewTokenNoticeProps) {
  return (
    <SecretNotice
      region="New token"
      label={<>Your new token “{created.name}”</>}
      warning="Copy it now: it will not be shown again. Anyone who has it can act as you, so keep it as secret as a password."
      secret={created.token}
      noun="token"
      onDone={onDone}
    />
  );
}
