import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model (docs/product.md §3): every table, its foreign keys, its unique constraints,
 * the enumerations (§4) as PostgreSQL enum types, the login session store and the rate-limit counters.
 * Generated from the entities, then reviewed: shared enum types are created once, ids use the built-in
 * gen_random_uuid(), and ticket numbers come from a sequence. Never edit after it has landed.
 */
export class Initial1763850000000 implements MigrationInterface {
  name = 'Initial1763850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "ticket_number_seq" START WITH 1001`);
    await queryRunner.query(
      `CREATE TABLE "rate_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT '0', "expire" bigint, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);
    await queryRunner.query(
      `CREATE TABLE "contacts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(50), "language" character varying(50) NOT NULL DEFAULT 'English', "notes" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b99cd40cfd66a99f1571f4f72e6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "clients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(50), "jobTitle" character varying(100), "linkedin" character varying(500), "company" character varying(200), "language" character varying(50) NOT NULL DEFAULT 'English', "notes" text, "companyName" character varying(200) NOT NULL, "address" text, "website" character varying(500), "companyNumber" character varying(50), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f1ab7cf3a5714dbc6bb4e1c28a4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "properties" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "address" text NOT NULL, "clientId" uuid, "contactId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2d83bfa0b9fcd45dee1785af44d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ae193f2d1a27eaba9339b32d1d" ON "properties" ("clientId")`);
    await queryRunner.query(`CREATE INDEX "IDX_d723588f0424a5bfdc8f66cef3" ON "properties" ("contactId")`);
    await queryRunner.query(`CREATE TYPE "public"."email_provider" AS ENUM('gmail', 'outlook')`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(64) NOT NULL, "password" text NOT NULL, "email" character varying(254) NOT NULL, "firstName" character varying(100), "lastName" character varying(100), "profileImageUrl" text, "organizationId" character varying(64) NOT NULL DEFAULT 'company', "isActive" boolean NOT NULL DEFAULT true, "senderEmail" character varying(254), "emailSignature" text, "emailEnabled" boolean NOT NULL DEFAULT false, "connectedEmailProvider" "public"."email_provider", "googleAccessToken" text, "googleRefreshToken" text, "googleTokenExpiry" TIMESTAMP WITH TIME ZONE, "outlookAccessToken" text, "outlookRefreshToken" text, "outlookTokenExpiry" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."ticket_priority" AS ENUM('emergency', 'urgent', 'important')`);
    await queryRunner.query(
      `CREATE TYPE "public"."ticket_status" AS ENUM('new', 'in-progress', 'awaiting-supplier', 'awaiting-parts', 'completed')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."category" AS ENUM('plumbing', 'electrical', 'heating', 'appliances', 'security', 'other')`,
    );
    await queryRunner.query(
      `CREATE TABLE "tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" integer NOT NULL DEFAULT nextval('ticket_number_seq'), "title" character varying(200) NOT NULL, "description" text NOT NULL, "priority" "public"."ticket_priority" NOT NULL, "status" "public"."ticket_status" NOT NULL DEFAULT 'new', "category" "public"."category" NOT NULL, "clientId" uuid NOT NULL, "propertyId" uuid, "assigneeId" uuid, "requesterId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "firstResponseAt" TIMESTAMP WITH TIME ZONE, "resolvedAt" TIMESTAMP WITH TIME ZONE, "dueAt" TIMESTAMP WITH TIME ZONE NOT NULL, "tags" text array NOT NULL DEFAULT '{}', CONSTRAINT "UQ_78e08cc1101fc17f77c6f11b4c7" UNIQUE ("number"), CONSTRAINT "PK_343bc942ae261cf7a1377f48fd0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_12b901b34113688b4786368510" ON "tickets" ("status")`);
    await queryRunner.query(`CREATE INDEX "IDX_18d92e4ad96cc89472968daf1e" ON "tickets" ("clientId")`);
    await queryRunner.query(`CREATE INDEX "IDX_fcc8e881152f857d3a7ff823ec" ON "tickets" ("propertyId")`);
    await queryRunner.query(`CREATE INDEX "IDX_4f127f7c92139971ec4cbbe0bd" ON "tickets" ("assigneeId")`);
    await queryRunner.query(`CREATE INDEX "IDX_ffff1b4554585c0c9b95d06260" ON "tickets" ("requesterId")`);
    await queryRunner.query(`CREATE INDEX "IDX_e5a32949aaaa731c7ec0dc89e9" ON "tickets" ("createdAt")`);
    await queryRunner.query(`CREATE TYPE "public"."channel" AS ENUM('email', 'sms', 'whatsapp')`);
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "contactId" uuid, "clientId" uuid, "ticketId" uuid, "channel" "public"."channel" NOT NULL, "subject" character varying(500), "lastMessageAt" TIMESTAMP WITH TIME ZONE, "messageCount" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ee34f4f7ced4ec8681f26bf04ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c6b7bd06b2ed2058982f457296" ON "conversations" ("contactId")`);
    await queryRunner.query(`CREATE INDEX "IDX_ede15b2ddc5da1f9b6f5ce5334" ON "conversations" ("ticketId")`);
    await queryRunner.query(`CREATE INDEX "IDX_b853c3320df7cf06b7bfa413c8" ON "conversations" ("lastMessageAt")`);
    await queryRunner.query(`CREATE TYPE "public"."message_direction" AS ENUM('inbound', 'outbound')`);
    await queryRunner.query(`CREATE TYPE "public"."message_status" AS ENUM('received', 'processed', 'pending_triage', 'failed', 'sent')`);
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "conversationId" uuid NOT NULL, "ticketId" uuid, "contactId" uuid, "clientId" uuid, "userId" uuid, "channel" "public"."channel" NOT NULL, "direction" "public"."message_direction" NOT NULL, "subject" character varying(500), "body" text NOT NULL, "provider" character varying(50), "providerMessageId" character varying(255), "status" "public"."message_status" NOT NULL DEFAULT 'received', "attachmentCount" integer NOT NULL DEFAULT '0', "rawData" jsonb, "routingToken" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_messages_provider_message" UNIQUE ("provider", "providerMessageId"), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_344ec751a14b3ffd64a620ad47" ON "messages" ("ticketId")`);
    await queryRunner.query(`CREATE INDEX "IDX_befd307485dbf0559d17e4a4d2" ON "messages" ("status")`);
    await queryRunner.query(`CREATE INDEX "IDX_751332fc6cc6fc576c6975cd07" ON "messages" ("conversationId", "createdAt")`);
    await queryRunner.query(
      `CREATE TABLE "attachments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "messageId" uuid NOT NULL, "fileName" character varying(255) NOT NULL, "mimeType" character varying(255) NOT NULL, "fileSize" integer NOT NULL, "url" text, "blobRef" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5e1f050bcff31e3084a1d662412" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d25de32d1398e398a082f4f5d2" ON "attachments" ("messageId")`);
    await queryRunner.query(
      `CREATE TABLE "channel_identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "contactId" uuid, "clientId" uuid, "channel" "public"."channel" NOT NULL, "addressOrHandle" character varying(320) NOT NULL, "verified" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_channel_identities_channel_address" UNIQUE ("channel", "addressOrHandle"), CONSTRAINT "PK_6a122fcd2aad431285030ca1883" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_126b6f72278ef482f79252e764" ON "channel_identities" ("contactId")`);
    await queryRunner.query(`CREATE TYPE "public"."country" AS ENUM('UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'IE')`);
    await queryRunner.query(`CREATE TYPE "public"."responsibility" AS ENUM('landlord', 'tenant', 'shared')`);
    await queryRunner.query(
      `CREATE TYPE "public"."article_difficulty" AS ENUM('beginner', 'intermediate', 'advanced', 'easy', 'medium', 'hard')`,
    );
    await queryRunner.query(
      `CREATE TABLE "knowledge_articles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "description" text, "summary" text, "fullContent" text, "heroImageUrl" text, "country" "public"."country" NOT NULL DEFAULT 'UK', "category" "public"."category" NOT NULL, "responsibility" "public"."responsibility" NOT NULL, "isActive" boolean NOT NULL DEFAULT true, "createdById" uuid, "updatedById" uuid, "tags" text array NOT NULL DEFAULT '{}', "estimatedDuration" integer, "difficulty" "public"."article_difficulty", "legalNotes" text, "lastReviewed" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4dff86fc9e08f53fe1d4cfe5fb1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bf5a42f91af317bc7f09eb6798" ON "knowledge_articles" ("country", "category")`);
    await queryRunner.query(`CREATE TYPE "public"."step_type" AS ENUM('instruction', 'question', 'safety_warning', 'escalation')`);
    await queryRunner.query(
      `CREATE TABLE "knowledge_steps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "articleId" uuid NOT NULL, "stepNumber" integer NOT NULL, "type" "public"."step_type" NOT NULL DEFAULT 'instruction', "title" character varying(200) NOT NULL, "content" text NOT NULL, "richContent" text, "imageUrl" text, "videoUrl" text, "safetyNote" text, "tips" text, "commonMistakes" text, "toolsRequired" text array NOT NULL DEFAULT '{}', "timeEstimate" integer DEFAULT '5', "isRequired" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_knowledge_steps_article_step_number" UNIQUE ("articleId", "stepNumber"), CONSTRAINT "PK_98af06b3d93c530b8db821dfb14" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "responsibility_matrix" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "country" "public"."country" NOT NULL DEFAULT 'UK', "category" "public"."category" NOT NULL, "issueType" character varying(200) NOT NULL, "description" text, "responsibility" "public"."responsibility" NOT NULL, "urgencyLevel" character varying(50), "legalNotes" text, "isActive" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_responsibility_matrix_country_category_issue" UNIQUE ("country", "category", "issueType"), CONSTRAINT "PK_4acc99f943f263b4ba5d985f655" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "step_options" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "stepId" uuid NOT NULL, "optionText" character varying(300) NOT NULL, "nextStepId" uuid, "isSuccess" boolean NOT NULL DEFAULT false, "shouldEscalate" boolean NOT NULL DEFAULT false, "escalationNote" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0599a7a732804fbba63083c2e83" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1380e7703c711f8350a198b1ff" ON "step_options" ("stepId")`);
    await queryRunner.query(`CREATE TYPE "public"."troubleshooting_session_status" AS ENUM('active', 'completed', 'escalated_to_ticket')`);
    await queryRunner.query(
      `CREATE TABLE "troubleshooting_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "articleId" uuid NOT NULL, "contactId" uuid, "clientId" uuid, "propertyId" uuid, "currentStepId" uuid, "status" "public"."troubleshooting_session_status" NOT NULL DEFAULT 'active', "completedSteps" uuid array NOT NULL DEFAULT '{}', "sessionData" jsonb NOT NULL DEFAULT '{}', "escalatedTicketId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5e865a17309a6498874ee6f764d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1f34d3bdbba1759253feef534b" ON "troubleshooting_sessions" ("articleId")`);
    await queryRunner.query(`CREATE TYPE "public"."task_status" AS ENUM('pending', 'in_progress', 'completed', 'cancelled')`);
    await queryRunner.query(`CREATE TYPE "public"."task_priority" AS ENUM('low', 'medium', 'high', 'urgent')`);
    await queryRunner.query(
      `CREATE TABLE "tasks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ticketId" uuid, "title" character varying(200) NOT NULL, "description" text, "status" "public"."task_status" NOT NULL DEFAULT 'pending', "priority" "public"."task_priority" NOT NULL DEFAULT 'medium', "assigneeId" uuid, "createdById" uuid, "dueDate" TIMESTAMP WITH TIME ZONE, "completedAt" TIMESTAMP WITH TIME ZONE, "remindBeforeMinutes" integer, "overdueRepeatMinutes" integer NOT NULL DEFAULT '1440', "nextReminderAt" TIMESTAMP WITH TIME ZONE, "lastReminderAt" TIMESTAMP WITH TIME ZONE, "upcomingReminderSent" boolean NOT NULL DEFAULT false, "overdueReminderSent" boolean NOT NULL DEFAULT false, "snoozedUntil" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8d12ff38fcc62aaba2cab748772" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_8be61251664833876546d8d45c" ON "tasks" ("ticketId")`);
    await queryRunner.query(`CREATE INDEX "IDX_6086c8dafbae729a930c04d865" ON "tasks" ("status")`);
    await queryRunner.query(`CREATE INDEX "IDX_9a16d2c86252529f622fa53f1e" ON "tasks" ("assigneeId")`);
    await queryRunner.query(`CREATE INDEX "IDX_6acfe7b04862f39f8faa616caa" ON "tasks" ("nextReminderAt")`);
    await queryRunner.query(
      `CREATE TYPE "public"."activity_type" AS ENUM('note', 'call', 'email', 'client_update', 'task_created', 'status_change', 'comment', 'assignment', 'ticket_created')`,
    );
    await queryRunner.query(
      `CREATE TABLE "activities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ticketId" uuid NOT NULL, "type" "public"."activity_type" NOT NULL, "userId" uuid, "clientId" uuid, "contactId" uuid, "content" text NOT NULL, "metadata" jsonb, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7f4004429f731ffb9c88eb486a8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ce509852b19d5dea05cda236a5" ON "activities" ("ticketId", "createdAt")`);
    await queryRunner.query(
      `CREATE TABLE "ticket_comments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ticketId" uuid NOT NULL, "userId" uuid, "clientId" uuid, "contactId" uuid, "content" text NOT NULL, "isPublic" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_811ed3b81dd8df6b9a92058d89c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_61d6c935d0da6b5a918d5e58cd" ON "ticket_comments" ("ticketId", "createdAt")`);
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "FK_ae193f2d1a27eaba9339b32d1d2" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "FK_d723588f0424a5bfdc8f66cef3e" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tickets" ADD CONSTRAINT "FK_18d92e4ad96cc89472968daf1e3" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tickets" ADD CONSTRAINT "FK_fcc8e881152f857d3a7ff823ec0" FOREIGN KEY ("propertyId") REFERENCES "properties"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tickets" ADD CONSTRAINT "FK_4f127f7c92139971ec4cbbe0bd5" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tickets" ADD CONSTRAINT "FK_ffff1b4554585c0c9b95d062605" FOREIGN KEY ("requesterId") REFERENCES "contacts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_c6b7bd06b2ed2058982f4572961" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_2882c536d4eecfd496132b20eeb" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_ede15b2ddc5da1f9b6f5ce53340" FOREIGN KEY ("ticketId") REFERENCES "tickets"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_e5663ce0c730b2de83445e2fd19" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_344ec751a14b3ffd64a620ad470" FOREIGN KEY ("ticketId") REFERENCES "tickets"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_435f12bd11014722a707a292763" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_0b420b51bc50f348cc866e95db9" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_4838cd4fc48a6ff2d4aa01aa646" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "attachments" ADD CONSTRAINT "FK_d25de32d1398e398a082f4f5d2a" FOREIGN KEY ("messageId") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "channel_identities" ADD CONSTRAINT "FK_126b6f72278ef482f79252e764e" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "channel_identities" ADD CONSTRAINT "FK_1d3bae8817a1f1314dcaae1d7a8" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_articles" ADD CONSTRAINT "FK_64dbecceba64cd52f8c0a205a19" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_articles" ADD CONSTRAINT "FK_2914d89814d1708839922b88b91" FOREIGN KEY ("updatedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_steps" ADD CONSTRAINT "FK_911995be91b7f04df6509ab734d" FOREIGN KEY ("articleId") REFERENCES "knowledge_articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "step_options" ADD CONSTRAINT "FK_1380e7703c711f8350a198b1ff2" FOREIGN KEY ("stepId") REFERENCES "knowledge_steps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "step_options" ADD CONSTRAINT "FK_aedc1469d4aba39af5e3aa95cd6" FOREIGN KEY ("nextStepId") REFERENCES "knowledge_steps"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "troubleshooting_sessions" ADD CONSTRAINT "FK_1f34d3bdbba1759253feef534b7" FOREIGN KEY ("articleId") REFERENCES "knowledge_articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "troubleshooting_sessions" ADD CONSTRAINT "FK_d9be59d201babaad5887320c23c" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "troubleshooting_sessions" ADD CONSTRAINT "FK_4b9cf92458cedd3ff21559d6c18" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "troubleshooting_sessions" ADD CONSTRAINT "FK_b433000dc2acd9b6345b40ac1b7" FOREIGN KEY ("propertyId") REFERENCES "properties"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "troubleshooting_sessions" ADD CONSTRAINT "FK_153d288c634f3bb92caec11b721" FOREIGN KEY ("currentStepId") REFERENCES "knowledge_steps"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "troubleshooting_sessions" ADD CONSTRAINT "FK_a4445258a0af386017576201fe2" FOREIGN KEY ("escalatedTicketId") REFERENCES "tickets"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_8be61251664833876546d8d45cd" FOREIGN KEY ("ticketId") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_9a16d2c86252529f622fa53f1e3" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_660898d912c6e71107e9ef8f38d" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_1aaafbd51ca69171bb1d8b5367c" FOREIGN KEY ("ticketId") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_5a2cfe6f705df945b20c1b22c71" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_fc9d6236c8a32fecdd82fae816a" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_69986e48aa4993df29847ccd80a" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_comments" ADD CONSTRAINT "FK_f6beba8ae36e1ce20968d7a3192" FOREIGN KEY ("ticketId") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_comments" ADD CONSTRAINT "FK_c0867d6b917365bf9041cbe083f" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_comments" ADD CONSTRAINT "FK_317368c98fa92ac622fbb146b55" FOREIGN KEY ("clientId") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_comments" ADD CONSTRAINT "FK_5ad89f16031b5f0b371d10dc2f5" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ticket_comments" DROP CONSTRAINT "FK_5ad89f16031b5f0b371d10dc2f5"`);
    await queryRunner.query(`ALTER TABLE "ticket_comments" DROP CONSTRAINT "FK_317368c98fa92ac622fbb146b55"`);
    await queryRunner.query(`ALTER TABLE "ticket_comments" DROP CONSTRAINT "FK_c0867d6b917365bf9041cbe083f"`);
    await queryRunner.query(`ALTER TABLE "ticket_comments" DROP CONSTRAINT "FK_f6beba8ae36e1ce20968d7a3192"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP CONSTRAINT "FK_69986e48aa4993df29847ccd80a"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP CONSTRAINT "FK_fc9d6236c8a32fecdd82fae816a"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP CONSTRAINT "FK_5a2cfe6f705df945b20c1b22c71"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP CONSTRAINT "FK_1aaafbd51ca69171bb1d8b5367c"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_660898d912c6e71107e9ef8f38d"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_9a16d2c86252529f622fa53f1e3"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_8be61251664833876546d8d45cd"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP CONSTRAINT "FK_a4445258a0af386017576201fe2"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP CONSTRAINT "FK_153d288c634f3bb92caec11b721"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP CONSTRAINT "FK_b433000dc2acd9b6345b40ac1b7"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP CONSTRAINT "FK_4b9cf92458cedd3ff21559d6c18"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP CONSTRAINT "FK_d9be59d201babaad5887320c23c"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP CONSTRAINT "FK_1f34d3bdbba1759253feef534b7"`);
    await queryRunner.query(`ALTER TABLE "step_options" DROP CONSTRAINT "FK_aedc1469d4aba39af5e3aa95cd6"`);
    await queryRunner.query(`ALTER TABLE "step_options" DROP CONSTRAINT "FK_1380e7703c711f8350a198b1ff2"`);
    await queryRunner.query(`ALTER TABLE "knowledge_steps" DROP CONSTRAINT "FK_911995be91b7f04df6509ab734d"`);
    await queryRunner.query(`ALTER TABLE "knowledge_articles" DROP CONSTRAINT "FK_2914d89814d1708839922b88b91"`);
    await queryRunner.query(`ALTER TABLE "knowledge_articles" DROP CONSTRAINT "FK_64dbecceba64cd52f8c0a205a19"`);
    await queryRunner.query(`ALTER TABLE "channel_identities" DROP CONSTRAINT "FK_1d3bae8817a1f1314dcaae1d7a8"`);
    await queryRunner.query(`ALTER TABLE "channel_identities" DROP CONSTRAINT "FK_126b6f72278ef482f79252e764e"`);
    await queryRunner.query(`ALTER TABLE "attachments" DROP CONSTRAINT "FK_d25de32d1398e398a082f4f5d2a"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_4838cd4fc48a6ff2d4aa01aa646"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_0b420b51bc50f348cc866e95db9"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_435f12bd11014722a707a292763"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_344ec751a14b3ffd64a620ad470"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_e5663ce0c730b2de83445e2fd19"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "FK_ede15b2ddc5da1f9b6f5ce53340"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "FK_2882c536d4eecfd496132b20eeb"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "FK_c6b7bd06b2ed2058982f4572961"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_ffff1b4554585c0c9b95d062605"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_4f127f7c92139971ec4cbbe0bd5"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_fcc8e881152f857d3a7ff823ec0"`);
    await queryRunner.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_18d92e4ad96cc89472968daf1e3"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP CONSTRAINT "FK_d723588f0424a5bfdc8f66cef3e"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP CONSTRAINT "FK_ae193f2d1a27eaba9339b32d1d2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_61d6c935d0da6b5a918d5e58cd"`);
    await queryRunner.query(`DROP TABLE "ticket_comments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ce509852b19d5dea05cda236a5"`);
    await queryRunner.query(`DROP TABLE "activities"`);
    await queryRunner.query(`DROP TYPE "public"."activity_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6acfe7b04862f39f8faa616caa"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9a16d2c86252529f622fa53f1e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6086c8dafbae729a930c04d865"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8be61251664833876546d8d45c"`);
    await queryRunner.query(`DROP TABLE "tasks"`);
    await queryRunner.query(`DROP TYPE "public"."task_priority"`);
    await queryRunner.query(`DROP TYPE "public"."task_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1f34d3bdbba1759253feef534b"`);
    await queryRunner.query(`DROP TABLE "troubleshooting_sessions"`);
    await queryRunner.query(`DROP TYPE "public"."troubleshooting_session_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1380e7703c711f8350a198b1ff"`);
    await queryRunner.query(`DROP TABLE "step_options"`);
    await queryRunner.query(`DROP TABLE "responsibility_matrix"`);
    await queryRunner.query(`DROP TABLE "knowledge_steps"`);
    await queryRunner.query(`DROP TYPE "public"."step_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bf5a42f91af317bc7f09eb6798"`);
    await queryRunner.query(`DROP TABLE "knowledge_articles"`);
    await queryRunner.query(`DROP TYPE "public"."article_difficulty"`);
    await queryRunner.query(`DROP TYPE "public"."responsibility"`);
    await queryRunner.query(`DROP TYPE "public"."country"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_126b6f72278ef482f79252e764"`);
    await queryRunner.query(`DROP TABLE "channel_identities"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d25de32d1398e398a082f4f5d2"`);
    await queryRunner.query(`DROP TABLE "attachments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_751332fc6cc6fc576c6975cd07"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_befd307485dbf0559d17e4a4d2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_344ec751a14b3ffd64a620ad47"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP TYPE "public"."message_status"`);
    await queryRunner.query(`DROP TYPE "public"."message_direction"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b853c3320df7cf06b7bfa413c8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ede15b2ddc5da1f9b6f5ce5334"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c6b7bd06b2ed2058982f457296"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
    await queryRunner.query(`DROP TYPE "public"."channel"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e5a32949aaaa731c7ec0dc89e9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ffff1b4554585c0c9b95d06260"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4f127f7c92139971ec4cbbe0bd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fcc8e881152f857d3a7ff823ec"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_18d92e4ad96cc89472968daf1e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_12b901b34113688b4786368510"`);
    await queryRunner.query(`DROP TABLE "tickets"`);
    await queryRunner.query(`DROP TYPE "public"."category"`);
    await queryRunner.query(`DROP TYPE "public"."ticket_status"`);
    await queryRunner.query(`DROP TYPE "public"."ticket_priority"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TYPE "public"."email_provider"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d723588f0424a5bfdc8f66cef3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ae193f2d1a27eaba9339b32d1d"`);
    await queryRunner.query(`DROP TABLE "properties"`);
    await queryRunner.query(`DROP TABLE "clients"`);
    await queryRunner.query(`DROP TABLE "contacts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_sessions_expire"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
    await queryRunner.query(`DROP SEQUENCE "ticket_number_seq"`);
  }
}
