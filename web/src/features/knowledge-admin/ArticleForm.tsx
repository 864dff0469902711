import { Box, Button, Card, Flex, Heading, HStack, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { KNOWLEDGE_IMAGE_MIME_TYPES } from '@pmp/shared';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { showSaveError } from '../../lib/formErrors';
import { FieldFrame, FormikSelectField, FormikTextarea, FormikTextField, useFieldError } from '../../lib/FormikFields';
import { dismissToasts, showError, showSuccess } from '../../lib/toaster';
import { DIFFICULTY_NAME_LABELS, FORM_DIFFICULTY_NAMES } from './adminLabels';
import {
  articleSchema,
  articleValues,
  newArticleValues,
  toCreateArticleInput,
  toUpdateArticleInput,
  type AdminArticle,
  type ArticleFormValues,
} from './articleSchema';
import { FormikCheckbox } from '../../lib/FormikCheckbox';
import { CategorySelectField, CountrySelectField, ResponsibilitySelectField } from './KnowledgeSelectFields';
import { imageFileProblem, uploadKnowledgeImage } from './uploadImage';
import { useCreateArticle, useUpdateArticle } from './useAdminArticles';
import { FormActions } from './FormActions';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { useCompanyDefaults } from '../company/useCompany';

const FIELDS = [
  'title',
  'description',
  'summary',
  'fullContent',
  'heroImageUrl',
  'category',
  'responsibility',
  'country',
  'difficulty',
  'estimatedDuration',
  'tags',
  'legalNotes',
  'isActive',
];

interface ArticleFormProps {
  /** Editing this article; creating one when absent. */
  article?: AdminArticle;
  onSaved: (article: AdminArticle) => void;
  onCancel: () => void;
}

/**
 * The article form (modes create and edit): the defaults and rules of docs/product.md §5, and a
 * hero image given as an address or uploaded (checked here for type and size, by the server for
 * its bytes), with a preview.
 */
export function ArticleForm({ article, onSaved, onCancel }: ArticleFormProps) {
  const { createArticle } = useCreateArticle();
  const { updateArticle } = useUpdateArticle();
  const { defaults, ready } = useCompanyDefaults();
  const mode = article ? 'edit' : 'create';

  async function submit(values: ArticleFormValues, helpers: FormikHelpers<ArticleFormValues>) {
    // The upload's toast has done its work: the save's own shows at once.
    dismissToasts();
    try {
      const saved = article
        ? await updateArticle(toUpdateArticleInput(article.id, values, article))
        : await createArticle(toCreateArticleInput(values));
      showSuccess(article ? 'Article updated successfully!' : 'Article created successfully!');
      onSaved(saved);
    } catch (error) {
      showSaveError(error, article ? 'Failed to update article' : 'Failed to create article', FIELDS, helpers);
    }
  }

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Heading as="h2" size="md">
          {mode === 'create' ? 'Create New Article' : `Edit Article: ${article!.title}`}
        </Heading>
      </Card.Header>
      <Card.Body>
        {!article && !ready ? (
          <LoadingBlock label="Loading the form" />
        ) : (
          <Formik
            initialValues={
              article ? articleValues(article) : { ...newArticleValues, country: defaults?.defaultCountry ?? newArticleValues.country }
            }
            validationSchema={articleSchema}
            onSubmit={submit}
            enableReinitialize
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={mode === 'create' ? 'Create article' : 'Edit article'}>
                <Stack gap="4">
                  <FormikTextField name="title" label="Title" placeholder="e.g. How to bleed a radiator" size="sm" />
                  <FormikTextarea
                    name="description"
                    label="Description"
                    rows={2}
                    size="sm"
                    placeholder="One or two sentences for the card"
                  />
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    <CategorySelectField />
                    <ResponsibilitySelectField />
                    <CountrySelectField />
                    <FormikSelectField name="difficulty" label="Difficulty">
                      <DifficultyOptions />
                    </FormikSelectField>
                    <FormikTextField
                      name="estimatedDuration"
                      label="Duration (minutes)"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      size="sm"
                    />
                    <Flex align="flex-end" pb="2">
                      <FormikCheckbox name="isActive" label="Active (shown in the Knowledge Base)" />
                    </Flex>
                  </SimpleGrid>
                  <HeroImageField />
                  <FormikTextarea
                    name="summary"
                    label="Overview"
                    rows={3}
                    size="sm"
                    placeholder="The short summary shown above the guide"
                  />
                  <FormikTextarea
                    name="fullContent"
                    label="Content"
                    rows={10}
                    size="sm"
                    placeholder="The full guide, in Markdown"
                    fontFamily="mono"
                  />
                  <FormikTextField
                    name="tags"
                    label="Tags"
                    placeholder="radiator, heating, cold"
                    size="sm"
                    helperText="Separate tags with commas"
                  />
                  <FormikTextarea name="legalNotes" label="Legal notes" rows={3} size="sm" />
                  <FormActions
                    submitLabel={mode === 'create' ? 'Create Article' : 'Update Article'}
                    onCancel={onCancel}
                    submitting={isSubmitting}
                  />
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The form's difficulties, and an older article's own (easy, medium, hard) so it is kept. */
function DifficultyOptions() {
  const { values } = useFormikContext<ArticleFormValues>();
  const names =
    values.difficulty && !FORM_DIFFICULTY_NAMES.includes(values.difficulty)
      ? [...FORM_DIFFICULTY_NAMES, values.difficulty]
      : FORM_DIFFICULTY_NAMES;
  return (
    <>
      {values.difficulty === '' ? <option value="">Not set</option> : null}
      {names.map((difficulty) => (
        <option key={difficulty} value={difficulty}>
          {DIFFICULTY_NAME_LABELS[difficulty]}
        </option>
      ))}
    </>
  );
}

/** The hero image: an address typed in, or a file uploaded (then its address is filled in), with a preview. */
function HeroImageField() {
  const { field, helpers, error } = useFieldError('heroImageUrl');
  const [uploading, setUploading] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const value = (field.value ?? '').trim();

  async function upload(file: File) {
    const problem = imageFileProblem(file);
    if (problem) {
      showError(problem);
      return;
    }
    setUploading(true);
    try {
      const imageUrl = await uploadKnowledgeImage(file);
      setPreviewFailed(false);
      await helpers.setValue(imageUrl);
      showSuccess('Image uploaded successfully!');
    } catch (uploadError) {
      showError('Failed to upload image', errorMessage(uploadError));
    } finally {
      setUploading(false);
    }
  }

  return (
    <FieldFrame label="Hero image" error={error} helperText="An image address, or upload a PNG, JPG, GIF or WebP of at most 5MB">
      <Stack gap="2" width="full">
        <HStack gap="2">
          <Input
            {...field}
            value={field.value ?? ''}
            onChange={(event) => {
              setPreviewFailed(false);
              field.onChange(event);
            }}
            size="sm"
            placeholder="https://... or upload an image"
          />
          <Button size="sm" variant="outline" loading={uploading} onClick={() => fileInput.current?.click()}>
            <ImageUp /> Upload Image
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={KNOWLEDGE_IMAGE_MIME_TYPES.join(',')}
            hidden
            aria-label="Upload hero image"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </HStack>
        {value && !error ? (
          <Box>
            {previewFailed ? (
              <Text fontSize="sm" color="gray.500">
                The image could not be shown.
              </Text>
            ) : (
              <Image
                src={value}
                alt="Hero image preview"
                maxH="40"
                borderRadius="md"
                borderWidth="1px"
                onError={() => setPreviewFailed(true)}
              />
            )}
          </Box>
        ) : null}
      </Stack>
    </FieldFrame>
  );
}
