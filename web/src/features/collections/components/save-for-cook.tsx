// The Save to collection button once Auth has answered (loaded lazily by
// save-to-collection.tsx, with reactfire): a visitor's, or a signed-in cook's,
// whose press opens the dialog of their collections (collection-picker.tsx).
import { useState } from 'react';
import { useSigninCheck } from 'reactfire';
import { CollectionPicker } from './collection-picker';
import { SaveButton, SignedOutSave, type SaveToCollectionProps } from './save-to-collection';

export default function SaveForCook(props: SaveToCollectionProps) {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return <SaveButton recipeId={props.recipe.id} />;
  if (!data.signedIn) return <SignedOutSave recipeId={props.recipe.id} />;
  return <CookSave {...props} uid={data.user.uid} />;
}

function CookSave({ recipe, uid }: SaveToCollectionProps & { uid: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SaveButton recipeId={recipe.id} onPress={() => setOpen(true)} />
      {open && <CollectionPicker recipe={recipe} uid={uid} onClose={() => setOpen(false)} />}
    </>
  );
}
