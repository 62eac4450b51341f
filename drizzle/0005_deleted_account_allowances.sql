CREATE TABLE "deleted_account_allowances" (
	"uid_hash" text PRIMARY KEY NOT NULL,
	"prompts_period" text NOT NULL,
	"prompts_used" integer NOT NULL
);
