CREATE TABLE "former_accounts" (
	"person_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "former_accounts_person_key_user_id_pk" PRIMARY KEY("person_key","user_id")
);
